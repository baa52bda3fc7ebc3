import { getLicenceSdk } from '#shared/contracts/licence-sdk.endpoints.ts';
import { AdminDetailPage } from '#client/components/layout/admin-detail-page.tsx';
import { LicenceSdk } from '#client/features/admin-licences/components/licence-sdk.tsx';
import { adminLoader } from '#client/lib/guards.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { loadFailed } from '#client/lib/route-errors.ts';
import { adminMeta } from '#client/lib/seo.ts';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { Route } from './+types/licences-sdk';

export const handle = { i18n: ['admin', 'admin-licences', 'admin-licence-sdk'] };

export const loader = adminLoader(async ({ context }: Route.LoaderArgs) => {
  const result = await context.api(getLicenceSdk, {});
  if (!result.ok) loadFailed(500);
  const t = serverT(context.lang, 'admin-licence-sdk');
  return { title: t('title'), sdk: result.data };
});

export const meta: Route.MetaFunction = adminMeta;

/** /admin/licences/sdk: the NinjaTrader licence client, pre-filled with this shop's URL, keys and product ids. */
export default function AdminLicenceSdkPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-licences');
  return (
    <AdminDetailPage back={{ to: '/admin/licences', label: t('detail.back') }}>
      <LicenceSdk sdk={loaderData.sdk} />
    </AdminDetailPage>
  );
}
