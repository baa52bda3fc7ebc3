import { useState } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { countryFromAcceptLanguage } from '#shared/contracts/countries.ts';
import { redirect, useLoaderData } from 'react-router';
import { getCart, listOrders } from '#shared/contracts/store.endpoints.ts';
import { useCart } from '#client/features/store/api/get-cart.ts';
import { CheckoutSuccess } from '#client/features/store/components/checkout-success.tsx';
import { CheckoutView } from '#client/features/store/components/checkout-view.tsx';
import { countryOptions } from '#client/lib/country-options.ts';
import { CartError } from '#client/features/store/components/cart-view.tsx';
import { requireUserPage } from '#client/lib/guards.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { rootData, seoMeta } from '#client/lib/seo.ts';
import type { Route } from './+types/checkout';

export const handle = { i18n: ['store', 'invoices', 'discounts', 'licence-terms'] };

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUserPage(context, request);
  const t = serverT(context.lang, 'store');
  const meta = {
    title: t('meta.checkoutTitle'),
    description: t('meta.privateDescription', { siteName: context.site.siteName }),
  };
  // `?order=ID`: the success view, after Place Order or on the way back from Stripe.
  const orderId = Number(new URL(request.url).searchParams.get('order'));
  if (Number.isInteger(orderId) && orderId > 0) {
    const orders = await context.api(listOrders, undefined);
    if (orders.ok && orders.data.orders.some((o) => o.id === orderId))
      return {
        view: 'success' as const,
        orderId,
        orders: orders.data,
        cart: null,
        country: '',
        countries: [],
        ...meta,
      };
    throw redirect('/orders');
  }
  // The tax country, pre-filled from Accept-Language (`de-DE` → DE; a bare `de`: none, the customer picks).
  const country = countryFromAcceptLanguage(request.headers.get('accept-language'));
  const cart = await context.api(getCart, country ? { country } : undefined);
  // SPEC §2: /checkout redirects to /cart when the cart is empty.
  if (cart.ok && cart.data.cartItems.length === 0) throw redirect('/cart');
  return {
    view: 'checkout' as const,
    orderId: null,
    orders: null,
    cart: cart.ok ? cart.data : null,
    country: country ?? '',
    countries: countryOptions(context.lang),
    ...meta,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seoMeta(rootData(matches), {
    title: data?.title ?? 'Checkout',
    description: data?.description ?? '',
    path: '/checkout',
    noindex: true,
  });

export default function CheckoutPage() {
  const { t } = useTranslation('store');
  const data = useLoaderData<typeof loader>();
  const [country, setCountry] = useState(data.country);
  const cart = useCart({
    country: country || undefined,
    initialData: country === data.country ? (data.cart ?? undefined) : undefined,
    enabled: data.view === 'checkout' && data.cart !== null,
  });
  if (data.view === 'success') {
    return (
      <div className="mx-auto max-w-6xl px-4 py-12">
        <CheckoutSuccess orderId={data.orderId} initialOrders={data.orders} />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="mb-8 text-3xl font-bold tracking-tight">{t('checkout.title')}</h1>
      {/* An emptied cart right after Place Order: the success view is on its way. */}
      {cart.data ? (
        cart.data.cartItems.length > 0 ? (
          <CheckoutView cart={cart.data} country={country} countries={data.countries} onCountryChange={setCountry} />
        ) : null
      ) : (
        <CartError onRetry={() => void cart.refetch()} retrying={cart.isFetching} />
      )}
    </div>
  );
}
