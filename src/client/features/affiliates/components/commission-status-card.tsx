import { useTranslation } from '#client/lib/use-translation.ts';
import type { AffiliateDashboard } from '#shared/contracts/affiliates.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { formatUsd } from '#shared/money.ts';
import { CommissionStatusBadge } from './commission-badges.tsx';

/** Pending (on hold), approved (can be paid out) and paid, each with its badge. */
export function CommissionStatusCard({
  stats,
  holdDays,
}: {
  stats: AffiliateDashboard['dashboard']['stats'];
  holdDays: number;
}) {
  const { t } = useTranslation('commissions');
  const rows = [
    { status: 'pending', value: stats.pendingCommissions, text: t('dashboard.pending') },
    { status: 'approved', value: stats.approvedBalance, text: t('dashboard.approved') },
    { status: 'paid', value: stats.paidOut, text: t('dashboard.paid') },
  ] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('dashboard.title')}</CardTitle>
        <CardDescription>{t('dashboard.hint', { days: holdDays })}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 sm:grid-cols-3">
          {rows.map((row) => (
            <li key={row.status} className="flex flex-col items-start gap-1.5 rounded-lg border p-4">
              <CommissionStatusBadge status={row.status} />
              <span className="text-2xl font-bold tabular-nums" data-testid={`stat-${row.status}`}>
                {formatUsd(row.value)}
              </span>
              <span className="text-sm text-muted-foreground">{row.text}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
