import { useTranslation } from '#client/lib/use-translation.ts';
import { getAdminOrder } from '#shared/contracts/admin-store.endpoints.ts';
import { AdminDetailError, AdminDetailPage } from '#client/components/layout/admin-detail-page.tsx';
import { useAdminOrder } from '#client/features/admin-store/api/get-order.ts';
import { OrderDetail } from '#client/features/admin-store/components/order-detail.tsx';
import { adminLoader } from '#client/lib/guards.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { loadFailed, notFound } from '#client/lib/route-errors.ts';
import { adminMeta } from '#client/lib/seo.ts';
import { INT4_MAX } from '#shared/contracts/fields.constants.ts';
import type { Route } from './+types/order';

export const handle = { i18n: ['admin', 'admin-store', 'invoices'] };

export const loader = adminLoader(async ({ context, params }: Route.LoaderArgs) => {
  const id = Number(params.orderId);
  // An id no order can have (beyond the database's integer) is a missing page, not a refused request.
  if (!Number.isInteger(id) || id < 1 || id > INT4_MAX) notFound();
  const result = await context.api(getAdminOrder, { id });
  if (!result.ok) {
    if (result.status === 404 || result.status === 400) notFound();
    loadFailed(500);
  }
  const t = serverT(context.lang, 'admin-store');
  return { title: t('meta.orderTitle', { id }), order: result.data };
});

export const meta: Route.MetaFunction = adminMeta;

/** /admin/orders/:orderId: items, licence keys and activations, refunds (whole or per item) and the timeline. */
export default function AdminOrderPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('admin-store');
  const { data: current } = useAdminOrder(Number(params.orderId), loaderData.order);
  return (
    <AdminDetailPage back={{ to: '/admin/orders', label: t('order.back') }}>
      <OrderDetail order={current.order} timeline={current.timeline} refunds={current.refunds} />
    </AdminDetailPage>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation('admin-store');
  return (
    <AdminDetailError
      back={{ to: '/admin/orders', label: t('order.back') }}
      notFound={t('errorCodes.order_not_found', { ns: 'common' })}
      loadError={t('order.loadError')}
    />
  );
}
