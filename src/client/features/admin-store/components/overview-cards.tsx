import BarChart3 from 'lucide-react/icons/chart-column';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardDescription, CardHeader } from '#client/components/ui/card.tsx';

/** SPEC §2: 'Manage Indicators' links to /admin/dashboard; 'Analytics (Coming Soon)' is disabled. */
export function OverviewCards() {
  const { t } = useTranslation('admin-store');
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
        <Card aria-disabled="true" className="h-full cursor-not-allowed border-dashed bg-muted/40">
          <CardHeader className="flex-row items-start gap-3">
            <BarChart3 className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
            <div className="flex flex-col gap-1.5">
              <h2 className="text-base text-muted-foreground font-semibold leading-tight">
                {t('overview.analytics.title')}
              </h2>
              <CardDescription>{t('overview.analytics.text')}</CardDescription>
            </div>
          </CardHeader>
        </Card>
      </li>
    </ul>
  );
}
