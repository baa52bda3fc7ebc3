import type { Tx } from '../platform/db.ts';

export interface OrderEvent {
  orderId: number;
  userId: number;
  totalCents: number;
  /** The shop the order belongs to, for e-mails a hook writes (site name, links). */
  site: { siteName: string; siteUrl: string };
}

/**
 * Other domains react to order changes inside the same transaction (the affiliate program adds
 * a commission when an order completes and reverses it on refund). Register at module load.
 */
export const orderHooks = {
  completed: [] as Array<(tx: Tx, order: OrderEvent) => Promise<void>>,
  refunded: [] as Array<(tx: Tx, order: OrderEvent) => Promise<void>>,
};

export async function runOrderHooks(kind: keyof typeof orderHooks, tx: Tx, order: OrderEvent) {
  for (const hook of orderHooks[kind]) await hook(tx, order);
}
