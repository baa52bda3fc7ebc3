import type { Config } from '../../platform/config.ts';
import { instantProvider } from './instant.ts';
import { createStripeProvider } from './stripe.ts';

/** What a provider needs to charge for an order. Amounts are integer cents, currency USD. */
export interface PaymentOrder {
  id: number;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  customerEmail: string;
  items: Array<{ name: string; priceCents: number }>;
}

/**
 * `paid`: the money is in, the order completes in the same transaction.
 * `redirect`: the customer pays on the provider's page; a signed webhook completes the order.
 */
export type PaymentStart = { status: 'paid'; ref: string | null } | { status: 'redirect'; url: string; ref: string };

/**
 * DECISIONS "Store and licences": checkout talks to a payment provider through this interface
 * only, so a real provider plugs in without touching the order logic.
 */
export interface PaymentProvider {
  readonly name: 'instant' | 'stripe';
  /**
   * Starts paying for a new pending order. Called outside any transaction; `idempotencyKey`
   * (from the order id) makes a repeated call open the same payment, not a second one.
   */
  start(order: PaymentOrder, idempotencyKey: string): Promise<PaymentStart>;
  /**
   * The same cart checked out again while its order waits for payment: the open payment page, or
   * a new one (opened with `idempotencyKey`, which differs from the key of the page `ref`).
   */
  resume(order: PaymentOrder, ref: string | null, idempotencyKey: string): Promise<PaymentStart>;
}

export function createPaymentProvider(config: Config): PaymentProvider {
  if (config.PAYMENT_PROVIDER === 'stripe') {
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY!,
      apiBase: config.STRIPE_API_BASE,
      siteUrl: config.siteUrl,
      siteName: config.SITE_NAME,
    });
  }
  return instantProvider;
}
