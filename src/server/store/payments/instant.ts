import type { PaymentProvider } from './provider.ts';

/**
 * The spec's placeholder checkout: "Place Order" completes the order at once, no card needed.
 * The default, so the shop works out of the box; a shop that takes money selects Stripe.
 * It refunds at once, as it pays at once.
 */
export const instantProvider: PaymentProvider = {
  name: 'instant',
  async start() {
    return { status: 'paid', ref: null };
  },
  async resume() {
    return { status: 'paid', ref: null };
  },
  async expire() {
    // No page to close: it pays at once.
  },
  async refund(request) {
    return { status: 'succeeded', providerRefundId: `instant-${request.idempotencyKey}` };
  },
};
