import type { GetCartResponse, IndicatorKind, ListOrdersResponse } from '#shared/contracts/store.ts';

/**
 * What the indicator page offers a signed-in customer: `owned` (an active licence for it, or the
 * Pro Bundle's for an indicator), `inCart`, `inBundle` (the Pro Bundle in the cart includes it)
 * or `available` (Add to Cart and Purchase Now).
 */
export type PurchaseState = 'owned' | 'inCart' | 'inBundle' | 'available';

export function purchaseStateOf(
  product: { id: number; kind: IndicatorKind },
  orders: ListOrdersResponse | undefined,
  cart: GetCartResponse | undefined,
): PurchaseState {
  const owned = orders?.orders.some((order) =>
    order.items.some(
      (item) =>
        item.licence?.status === 'active' &&
        (item.indicatorId === product.id || (item.kind === 'bundle' && product.kind === 'indicator')),
    ),
  );
  if (owned) return 'owned';
  if (cart?.cartItems.some((item) => item.indicatorId === product.id)) return 'inCart';
  if (product.kind === 'indicator' && cart?.cartItems.some((item) => item.kind === 'bundle')) return 'inBundle';
  return 'available';
}
