import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getAdminOrder } from '#shared/contracts/admin-store.endpoints.ts';
import { accessDeniedHandlers } from '#client/components/auth/access-denied.tsx';
import { GeneralErrorBoundary } from '#client/components/layout/general-error-boundary.tsx';
import { useAdminOrder } from '#client/features/admin-store/api/get-order.ts';
import { OrderDetail } from '#client/features/admin-store/components/order-detail.tsx';
import { adminLoader } from '#client/lib/guards.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { loadFailed, notFound } from '#client/lib/route-errors.ts';
import { rootData } from '#client/lib/seo.ts';
import { INT4_MAX } from '#shared/contracts/fields.constants.ts';
import type { Route } from './+types/order';

export const handle = { i18n: ['admin', 'admin-store'] };

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

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => [
  { title: `${loaderData?.title ?? ''} | ${rootData(matches)?.site.siteName ?? ''}` },
  { name: 'robots', content: 'noindex' },
];

function BackLink() {
  const { t } = useTranslation('admin-store');
  return (
    <Link
      to="/admin/orders"
      className="inline-flex items-center gap-1 self-start text-sm text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {t('order.back')}
    </Link>
  );
}

/** /admin/orders/:orderId: items, licence keys and activations, and the refund action. */
export default function AdminOrderPage({ loaderData, params }: Route.ComponentProps) {
  const { data: current } = useAdminOrder(Number(params.orderId), loaderData.order);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <BackLink />
      <OrderDetail order={current.order} />
    </div>
  );
}

function OrderError({ text }: { text: string }) {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <BackLink />
      <div role="alert" className="rounded-lg border p-6">
        <h1 className="text-xl font-semibold">{text}</h1>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation('admin-store');
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        ...accessDeniedHandlers,
        404: () => <OrderError text={t('errorCodes.order_not_found', { ns: 'common' })} />,
      }}
      unexpectedErrorHandler={() => <OrderError text={t('order.loadError')} />}
    />
  );
}
