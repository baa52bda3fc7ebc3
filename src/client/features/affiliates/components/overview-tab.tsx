import DollarSign from 'lucide-react/icons/dollar-sign';
import Users from 'lucide-react/icons/users';
import Wallet from 'lucide-react/icons/wallet';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { AffiliateDashboard } from '#shared/contracts/affiliates.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { formatUsd } from '#shared/money.ts';
import { CommissionStatusCard } from './commission-status-card.tsx';
import { CopyField } from './copy-field.tsx';

export function OverviewTab({ dashboard }: { dashboard: AffiliateDashboard['dashboard'] }) {
  const { t } = useTranslation('affiliate');
  const stats = [
    { key: 'totalReferrals', icon: Users, value: String(dashboard.stats.totalReferrals) },
    { key: 'totalCommissions', icon: DollarSign, value: formatUsd(dashboard.stats.totalCommissions) },
    { key: 'balance', icon: Wallet, value: formatUsd(dashboard.stats.balance) },
  ] as const;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {stats.map(({ key, icon: Icon, value }) => (
          <Card key={key}>
            <CardContent className="flex items-center gap-4 p-5">
              <span className="grid size-10 shrink-0 place-content-center rounded-full bg-accent text-accent-foreground">
                <Icon className="size-5" aria-hidden />
              </span>
              <div className="flex flex-col">
                <p className="text-sm text-muted-foreground">{t(`overview.${key}`)}</p>
                <p className="text-2xl font-bold tabular-nums" data-testid={`stat-${key}`}>
                  {value}
                </p>
              </div>
            </CardContent>
          </Card>
        ))}
      </div>
      <CommissionStatusCard stats={dashboard.stats} holdDays={dashboard.holdDays} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h2">
              <Label htmlFor="affiliate-referral-link" className="text-lg font-semibold">
                {t('overview.linkTitle')}
              </Label>
            </CardTitle>
            <CardDescription>{t('overview.linkHint')}</CardDescription>
          </CardHeader>
          <CardContent>
            <CopyField
              id="affiliate-referral-link"
              value={dashboard.referralLink}
              copyLabel={t('overview.copyLink')}
              testId="referral-link"
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">
              <Label htmlFor="affiliate-code" className="text-lg font-semibold">
                {t('overview.codeTitle')}
              </Label>
            </CardTitle>
            <CardDescription>{t('overview.codeHint')}</CardDescription>
          </CardHeader>
          <CardContent>
            <CopyField
              id="affiliate-code"
              value={dashboard.affiliateCode}
              copyLabel={t('overview.copyCode')}
              testId="affiliate-code"
            />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
