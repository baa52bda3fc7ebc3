import { useTranslation } from '#client/lib/use-translation.ts';
import { useLoaderData } from 'react-router';
import { getCart } from '#shared/contracts/store.endpoints.ts';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useCart } from '#client/features/store/api/get-cart.ts';
import { CartError, CartView, EmptyCart } from '#client/features/store/components/cart-view.tsx';
import { requireUserPage } from '#client/lib/guards.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { rootData, seoMeta } from '#client/lib/seo.ts';
import type { Route } from './+types/cart';

export const handle = { i18n: ['store', 'discounts', 'licence-terms'] };

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUserPage(context, request);
  const t = serverT(context.lang, 'store');
  const cart = await context.api(getCart, undefined);
  return {
    cart: cart.ok ? cart.data : null,
    title: t('meta.cartTitle'),
    description: t('meta.privateDescription', { siteName: context.site.siteName }),
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seoMeta(rootData(matches), {
    title: data?.title ?? 'Cart',
    description: data?.description ?? '',
    path: '/cart',
    noindex: true,
  });

export default function CartPage() {
  const { t } = useTranslation('store');
  const data = useLoaderData<typeof loader>();
  // A failed server load shows the error with Retry at once, rather than refetching blindly.
  const cart = useCart({ initialData: data.cart ?? undefined, enabled: data.cart !== null });
  const failed = cart.isError || (data.cart === null && !cart.data && !cart.isFetching);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="mb-8 text-3xl font-bold tracking-tight">{t('cart.title')}</h1>
      {cart.data ? (
        cart.data.cartItems.length === 0 ? (
          <EmptyCart />
        ) : (
          <CartView cart={cart.data} />
        )
      ) : failed ? (
        <CartError onRetry={() => void cart.refetch()} retrying={cart.isFetching} />
      ) : (
        <div className="flex flex-col gap-4" aria-busy>
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      )}
    </div>
  );
}
