import type { Tx } from '../platform/db.ts';

export interface OrderEvent {
  orderId: number;
  userId: number;
  totalCents: number;
  /** The shop the order belongs to, for e-mails a hook writes (site name, links). */
  site: { siteName: string; siteUrl: string };
}

export type OrderHook = (tx: Tx, order: OrderEvent) => Promise<void>;

/**
 * Other domains react to order changes inside the same transaction (the affiliate program adds
 * a commission when an order completes and reverses it on refund). One set per app instance,
 * wired in `domains.ts` and passed to the services that complete or refund an order.
 */
export interface OrderHooks {
  completed: OrderHook[];
  refunded: OrderHook[];
}

export async function runOrderHooks(hooks: OrderHooks, kind: keyof OrderHooks, tx: Tx, order: OrderEvent) {
  for (const hook of hooks[kind]) await hook(tx, order);
}
