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

/** Money back for (part of) a paid order. The key is derived from the refund row, so a retried call refunds once. */
export interface RefundRequest {
  orderId: number;
  /** The order's payment reference (Stripe Checkout Session id). */
  paymentRef: string | null;
  amountCents: number;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

/**
 * The provider's answer: `succeeded` or `failed` for good, or `pending` (a webhook settles it).
 * A provider that cannot tell (network, 5xx) throws `RefundUnavailableError`: the refund stays
 * pending and a retry repeats the call with the same idempotency key.
 */
export interface RefundResult {
  status: 'succeeded' | 'pending' | 'failed';
  providerRefundId: string | null;
  /** The provider's payment, remembered so its later charge and dispute events find the order. */
  paymentIntentId?: string | null;
  failureReason?: string | null;
}

export { RefundUnavailableError } from './refund-unavailable.ts';

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
  /**
   * Closes a payment page that a newer checkout of overlapping rights replaced, so it can no
   * longer be paid. Best effort, outside any transaction: a payment that still arrives for the
   * replaced order is settled by the webhook.
   */
  expire(ref: string): Promise<void>;
  /** Sends money back. Called outside any database transaction or lock. */
  refund(request: RefundRequest): Promise<RefundResult>;
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

/**
 * The provider that took an order's money, by the name stored on the order: a refund goes back
 * the way it came, even after the shop switched provider. One that is no longer configured
 * refuses (`failed`), so no order is marked refunded without the money going back.
 */
export function providerByName(config: Config): (name: string) => PaymentProvider {
  const stripe = config.STRIPE_SECRET_KEY ? createPaymentProvider({ ...config, PAYMENT_PROVIDER: 'stripe' }) : null;
  const unavailable: PaymentProvider = {
    ...instantProvider,
    async refund() {
      return { status: 'failed', providerRefundId: null, failureReason: 'provider_not_configured' };
    },
  };
  return (name) => (name === 'instant' ? instantProvider : name === 'stripe' && stripe ? stripe : unavailable);
}
