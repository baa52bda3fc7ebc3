import Stripe from 'stripe';
import { appError } from '../../error-catalogue.ts';
import type { PaymentOrder, PaymentProvider, PaymentStart, RefundRequest, RefundResult } from './provider.ts';
import { RefundUnavailableError } from './refund-unavailable.ts';

export interface StripeOptions {
  secretKey: string;
  /** stripe-mock or a proxy instead of api.stripe.com. */
  apiBase?: string;
  siteUrl: string;
  siteName: string;
}

export function stripeClient(options: Pick<StripeOptions, 'secretKey' | 'apiBase'>): Stripe {
  const base = options.apiBase ? new URL(options.apiBase) : null;
  return new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/**
 * Stripe Checkout: the customer pays on Stripe's page and comes back to /checkout; the order is
 * completed by the signed `checkout.session.completed` webhook, never by the redirect (which a
 * customer could fake or never reach).
 */
export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const stripe = stripeClient(options);
  const successUrl = (orderId: number) => `${options.siteUrl}/checkout?order=${orderId}`;

  async function createSession(order: PaymentOrder, idempotencyKey: string): Promise<PaymentStart> {
    const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = order.items.map((item) => ({
      quantity: 1,
      price_data: { currency: 'usd', unit_amount: item.priceCents, product_data: { name: item.name } },
    }));
    // The shop's own tax rate, as its own line, so Stripe charges exactly the order's total.
    if (order.taxCents > 0)
      lineItems.push({
        quantity: 1,
        price_data: { currency: 'usd', unit_amount: order.taxCents, product_data: { name: 'Sales tax' } },
      });
    let session: Stripe.Checkout.Session;
    try {
      session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: lineItems,
          customer_email: order.customerEmail,
          client_reference_id: String(order.id),
          metadata: { orderId: String(order.id) },
          success_url: successUrl(order.id),
          cancel_url: `${options.siteUrl}/checkout`,
        },
        { idempotencyKey },
      );
    } catch (error) {
      // Stripe's own message goes to the log (the error handler logs a 5xx with its cause), not to the customer.
      const failure = appError('payment_unavailable', { details: { provider: 'stripe' } });
      failure.cause = error;
      throw failure;
    }
    if (!session.url) throw appError('payment_unavailable');
    return { status: 'redirect', url: session.url, ref: session.id };
  }

  /**
   * A refund of the session's PaymentIntent. Stripe refuses for good (`StripeInvalidRequestError`,
   * `StripeCardError`: already refunded, amount too high) → `failed`; anything else (network,
   * 5xx, rate limit) leaves the outcome unknown → `RefundUnavailableError`.
   */
  async function refund(request: RefundRequest): Promise<RefundResult> {
    try {
      if (!request.paymentRef) return { status: 'failed', providerRefundId: null, failureReason: 'no_payment' };
      const session = await stripe.checkout.sessions.retrieve(request.paymentRef);
      const paymentIntentId =
        typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
      if (!paymentIntentId) return { status: 'failed', providerRefundId: null, failureReason: 'no_payment' };
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntentId, amount: request.amountCents, metadata: request.metadata },
        { idempotencyKey: request.idempotencyKey },
      );
      const status =
        refund.status === 'succeeded'
          ? 'succeeded'
          : refund.status === 'failed' || refund.status === 'canceled'
            ? 'failed'
            : 'pending';
      return { status, providerRefundId: refund.id, paymentIntentId, failureReason: refund.failure_reason ?? null };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError)
        return { status: 'failed', providerRefundId: null, failureReason: error.code ?? error.message };
      throw new RefundUnavailableError('stripe refund: outcome unknown', { cause: error });
    }
  }

  return {
    name: 'stripe',
    refund,
    async expire(ref) {
      // Fails when the session was paid or expired meanwhile: the webhook settles either.
      await stripe.checkout.sessions.expire(ref).catch(() => undefined);
    },
    start: createSession,
    async resume(order, ref, idempotencyKey) {
      if (ref) {
        const session = await stripe.checkout.sessions.retrieve(ref).catch(() => null);
        if (session?.status === 'open' && session.url) return { status: 'redirect', url: session.url, ref };
        // Paid, waiting for the webhook: back to the success page rather than paying twice.
        if (session?.status === 'complete') return { status: 'redirect', url: successUrl(order.id), ref };
      }
      return createSession(order, idempotencyKey);
    },
  };
}
