// Zod-free part of the store contract (store.ts re-exports it): what browser code may import
// without pulling zod into a page's first load.

export const STORE_MESSAGES = {
  indicatorNotFound: 'Indicator not found.',
  indicatorIdInvalid: 'indicatorId must be a positive integer.',
  alreadyOwned: 'You already own this indicator.',
  coveredByBundle: 'Your Pro Bundle already includes this indicator.',
  bundleInCart: 'The Pro Bundle in your cart already includes this indicator.',
  cartEmpty: 'Your cart is empty.',
  orderNotFound: 'Order not found.',
  licenceKeyNotFound: 'Licence key not found.',
  licenceNotFound: 'Licence not found.',
  licenceRevoked: 'This licence has been revoked.',
  machineLimitReached: 'Machine limit reached for this licence.',
  machineNotActivated: 'This machine is not activated for this licence.',
  keyRequired: 'Licence key is required.',
  machineIdRequired: 'Machine ID is required.',
  paymentUnavailable: 'The payment service is unavailable. Please try again in a moment.',
  licenceNotRenewable:
    'This licence cannot be renewed: it has been revoked or refunded, or its product has no updates period.',
  checkoutInProgress: 'Your previous checkout is still being processed. Please try again in a moment.',
} as const;

/** Checkout's answer when the Pro Bundle and an indicator it includes are both in the cart. */
export const bundleOverlapMessage = (name: string) =>
  `The Pro Bundle in your cart already includes “${name}”. Remove “${name}” from your cart to continue.`;

/** A shop sells dozens of indicators: the catalogue is one page, capped so a query stays bounded. */
export const CATALOGUE_MAX = 200;
export const CART_MAX_ITEMS = 50;
export const ORDERS_MAX = 100;

// Integer cents inside, dollars on the wire (DECISIONS "Store and licences").
export const centsToDollars = (cents: number) => cents / 100;
/** Dollars → integer cents (a stray third decimal is rounded). */
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);
// Money is formatted by #shared/money.ts (SPEC §9: USD, en-US, in every language).

/** Tax in cents for a subtotal and a percent rate, rounded half up to the cent once per order. */
export function taxCents(subtotalCents: number, ratePercent: number): number {
  // Basis points keep the arithmetic in integers: 8.25 % = 825 bp.
  const bp = Math.round(ratePercent * 100);
  return Math.floor((subtotalCents * bp + 5_000) / 10_000);
}

export const ORDER_STATUSES = [
  'pending',
  'completed',
  'cancelled',
  'refunded',
  'partially_refunded',
  'disputed',
] as const;
export const LICENCE_STATUSES = ['active', 'suspended', 'revoked'] as const;
