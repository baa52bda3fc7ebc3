import BarChart3 from 'lucide-react/icons/chart-column';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import { Card, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { formatCents } from '#shared/money.ts';

/**
 * SPEC §2: 'Manage Indicators' links to /admin/dashboard. The analytics card (where SPEC
 * had 'Coming Soon') shows the last 30 days' revenue and orders and links to /admin/analytics.
 */
export function OverviewCards({ summary }: { summary: { revenueCents: number; orders: number } | null }) {
  const { t } = useTranslation('admin-store');
  const { t: analyticsT } = useTranslation('admin-analytics');
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      <li>
        <Link
          to="/admin/dashboard"
          className="block h-full rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <Card className="h-full transition-colors hover:border-primary">
            <CardHeader className="flex-row items-start gap-3">
              <LayoutDashboard className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
              <div className="flex flex-col gap-1.5">
                <h2 className="text-base font-semibold leading-tight">{t('overview.manage.title')}</h2>
                <CardDescription>{t('overview.manage.text')}</CardDescription>
              </div>
            </CardHeader>
          </Card>
        </Link>
      </li>
      <li>
        <Link
          to="/admin/analytics"
          className="block h-full rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <Card className="h-full transition-colors hover:border-primary">
            <CardHeader className="flex-row items-start gap-3">
              <BarChart3 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
              <div className="flex flex-col gap-1.5">
                <h2 className="text-base font-semibold leading-tight">{analyticsT('card.title')}</h2>
                <CardDescription data-testid="analytics-summary">
                  {summary
                    ? analyticsT('card.text', {
                        revenue: formatCents(summary.revenueCents),
                        count: summary.orders,
                      })
                    : analyticsT('card.textEmpty')}
                </CardDescription>
              </div>
            </CardHeader>
          </Card>
        </Link>
      </li>
    </ul>
  );
}
