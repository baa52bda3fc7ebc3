import type { FastifyInstance } from 'fastify';
import { type PaymentProvider, providerByName, RefundUnavailableError } from '../store/index.ts';

/**
 * The payment providers refunds go back through, one set per app: the admin's refund, its
 * "Retry now" and the reconciler share it. With E2E_TEST_CLOCK (the e2e server only; refused in
 * production) the test can take the refund side down (`POST /_api/test/payment-provider`), so the
 * browser tests see a provider that does not answer.
 */
export interface RefundProviders {
  (name: string): PaymentProvider;
  /** Test only: refunds answer "unreachable" while true (of `orderId` only, when given: parallel e2e specs). */
  setDown(down: boolean, orderId?: number): void;
}

const byApp = new WeakMap<object, RefundProviders>();

export function refundProvidersOf(app: Pick<FastifyInstance, 'config'>): RefundProviders {
  // By the config object: a plugin's encapsulated instance and the root app share it.
  const known = byApp.get(app.config);
  if (known) return known;
  const base = providerByName(app.config);
  let down = false;
  const downOrders = new Set<number>();
  const wrapped = new Map<string, PaymentProvider>();
  const providers = ((name: string) => {
    if (!app.config.E2E_TEST_CLOCK) return base(name);
    let provider = wrapped.get(name);
    if (!provider) {
      const real = base(name);
      provider = {
        ...real,
        refund: async (request) => {
          if (down || downOrders.has(request.orderId))
            throw new RefundUnavailableError('payment provider stand-in is down');
          return real.refund(request);
        },
      };
      wrapped.set(name, provider);
    }
    return provider;
  }) as RefundProviders;
  providers.setDown = (value, orderId) => {
    if (orderId === undefined) down = value;
    else if (value) downOrders.add(orderId);
    else downOrders.delete(orderId);
  };
  byApp.set(app.config, providers);
  return providers;
}
