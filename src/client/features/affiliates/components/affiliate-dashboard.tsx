import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import Users from 'lucide-react/icons/users';
import Wallet from 'lucide-react/icons/wallet';
import { lazy, Suspense } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import type {
  AffiliateDashboard as DashboardData,
  PayoutsResponse,
  ReferralsResponse,
} from '#shared/contracts/affiliates.ts';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { PayoutHistory } from './payout-history.tsx';
import { ReferralsTab } from './referrals-tab.tsx';

// The payout form (react-hook-form, 16 KB gzip) is in the Payouts tab, which renders nothing until
// it is opened: it loads on the tab's first hover or focus, not with the page (DESIGN JS budget).
const loadPayoutForm = () => import('./payout-form.tsx');
const PayoutRequestForm = lazy(() => loadPayoutForm().then((m) => ({ default: m.PayoutRequestForm })));
const preloadPayoutForm = () => void loadPayoutForm();

interface Props {
  dashboard: DashboardData['dashboard'];
  initialReferrals?: ReferralsResponse;
  initialPayouts?: PayoutsResponse;
}

/** SPEC §2: tabs Overview, Referrals and Payouts for an affiliate. */
export function AffiliateDashboard({ dashboard, initialReferrals, initialPayouts }: Props) {
  const { t } = useTranslation('affiliate');
  return (
    <Tabs defaultValue="overview">
      {/* Wraps onto a second row where the three labels do not fit (German on a 360 px phone). */}
      <TabsList className="h-auto w-full flex-wrap sm:w-auto">
        <TabsTrigger value="overview" className="flex-1 sm:flex-none">
          <LayoutDashboard aria-hidden />
          {t('tabs.overview')}
        </TabsTrigger>
        <TabsTrigger value="referrals" className="flex-1 sm:flex-none">
          <Users aria-hidden />
          {t('tabs.referrals')}
        </TabsTrigger>
        <TabsTrigger
          value="payouts"
          className="flex-1 sm:flex-none"
          onPointerEnter={preloadPayoutForm}
          onFocus={preloadPayoutForm}
        >
          <Wallet aria-hidden />
          {t('tabs.payouts')}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="overview">
        <OverviewTab dashboard={dashboard} />
      </TabsContent>
      <TabsContent value="referrals">
        <ReferralsTab initial={initialReferrals} />
      </TabsContent>
      <TabsContent value="payouts" className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {/* Only the approved balance can be paid out. */}
        <Suspense fallback={<Skeleton className="h-80" />}>
          <PayoutRequestForm balance={dashboard.stats.approvedBalance} />
        </Suspense>
        <PayoutHistory initial={initialPayouts} />
      </TabsContent>
    </Tabs>
  );
}
