import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import {
  getAffiliateDashboard,
  listAffiliatePayouts,
  listAffiliateReferrals,
} from '#shared/contracts/affiliates.endpoints.ts';
import { affiliateKey, useDashboard } from '#client/features/affiliates/api/get-dashboard.ts';
import { payoutsQuery } from '#client/features/affiliates/api/list-payouts.ts';
import { referralsQuery } from '#client/features/affiliates/api/list-referrals.ts';
import { AffiliateDashboard } from '#client/features/affiliates/components/affiliate-dashboard.tsx';
import { AuthRequired } from '#client/features/affiliates/components/auth-required.tsx';
import { JoinProgram } from '#client/features/affiliates/components/join-program.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { backToForm } from '#client/lib/form-fallback.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { rootData, seoMeta } from '#client/lib/seo.ts';
import type { Route } from './+types/affiliate';

export const handle = { i18n: ['affiliate', 'commissions'] };

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.lang, 'affiliate');
  const meta = { title: t('meta.title'), description: t('meta.description', { platform: context.site.platformName }) };
  // DECISIONS "Accounts": visitors see the notice, not a redirect.
  if (!context.user) return { ...meta, signedIn: false as const };
  const dashboard = await context.api(getAffiliateDashboard, undefined);
  if (!dashboard.ok)
    return {
      ...meta,
      signedIn: true as const,
      dashboard: null,
      dashboardError: { status: dashboard.status, code: dashboard.error.code },
    };
  const [referrals, payouts] = await Promise.all([
    context.api(listAffiliateReferrals, referralsQuery({ page: 1, status: null })),
    context.api(listAffiliatePayouts, payoutsQuery(1)),
  ]);
  return {
    ...meta,
    signedIn: true as const,
    dashboard: dashboard.data,
    dashboardError: null,
    referrals: referrals.ok ? referrals.data : undefined,
    payouts: payouts.ok ? payouts.data : undefined,
  };
}

/** A submit before hydration: back to the form (`lib/form-fallback.server.ts`). */
export function action({ request }: Route.ActionArgs) {
  return backToForm(request);
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  // A personal dashboard: nothing here for search engines.
  seoMeta(rootData(matches), {
    title: data?.title ?? 'Affiliate Program',
    description: data?.description ?? '',
    path: '/affiliate',
    noindex: true,
  });

export default function AffiliatePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('affiliate');
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('page.title')}</h1>
        <p className="text-muted-foreground">{t('page.subtitle')}</p>
      </header>
      {loaderData.signedIn ? <AffiliateArea data={loaderData} /> : <AuthRequired />}
    </div>
  );
}

type SignedInData = Extract<Route.ComponentProps['loaderData'], { signedIn: true }>;

function AffiliateArea({ data }: { data: SignedInData }) {
  const { t } = useTranslation('affiliate');
  const queryClient = useQueryClient();
  // The server already answered "not an affiliate": no need to ask again until they join.
  const [joinedOrUnknown, setJoinedOrUnknown] = useState(data.dashboardError?.status !== 404);
  const query = useDashboard({ initialData: data.dashboard ?? undefined, enabled: joinedOrUnknown });
  const error = query.error instanceof ApiError ? query.error : null;

  if (!joinedOrUnknown || error?.status === 404) {
    return (
      <JoinProgram
        onJoined={() => {
          setJoinedOrUnknown(true);
          void queryClient.invalidateQueries({ queryKey: affiliateKey });
        }}
      />
    );
  }
  if (query.data)
    return (
      <AffiliateDashboard
        dashboard={query.data.dashboard}
        initialReferrals={'referrals' in data ? data.referrals : undefined}
        initialPayouts={'payouts' in data ? data.payouts : undefined}
      />
    );
  if (query.isError || (data.dashboardError && !query.isFetching)) {
    const code = error?.code ?? data.dashboardError?.code;
    const message = code ? t(`errorCodes.${code}`, { ns: 'common' }) : undefined;
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-destructive/40 p-4">
        <p className="font-medium">{t('error.stats')}</p>
        {message && <p className="text-sm text-muted-foreground">{message}</p>}
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('error.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <Skeleton className="h-10 w-72" />
      <div className="grid gap-4 sm:grid-cols-3">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    </div>
  );
}
