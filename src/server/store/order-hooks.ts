import type { Tx } from '../platform/db.ts';

export interface OrderEvent {
  orderId: number;
  userId: number;
  totalCents: number;
  /**
   * What the customer actually paid before tax (subtotal − discount): the commission base
   *, so a discount lowers the commission and tax never earns one.
   */
  paidBeforeTaxCents: number;
  /** The affiliate whose coupon the order used without a referral cookie, else null. */
  couponAffiliateId: number | null;
  /** The shop the order belongs to, for e-mails a hook writes (site name, links). */
  site: { siteName: string; siteUrl: string };
  /**
   * On `refunded`: this refund (stable id, its cents tax included, and net of tax) and the net
   * cents refunded before it, all from the stored refund lines (docs/decisions/order-line-money.md),
   * so a reaction can take its proportional share and key its own effect by the refund.
   */
  refund?: { id: number; amountCents: number; netCents: number; netBeforeCents: number };
  /** On `disputed` / `disputeClosed`: the provider's dispute id. */
  dispute?: { id: string };
}

export type OrderHook = (tx: Tx, order: OrderEvent) => Promise<void>;

/**
 * Other domains react to order changes inside the same transaction (the affiliate program adds
 * a commission when an order completes, reverses its share on each refund and holds it during a dispute). One set per app instance,
 * wired in `domains.ts` and passed to the services that complete or refund an order.
 */
export interface OrderHooks {
  completed: OrderHook[];
  refunded: OrderHook[];
  /** A chargeback was opened: hold what the order earned others. */
  disputed: OrderHook[];
  /** The chargeback closed (won or lost; a lost one also runs `refunded`): release the hold. */
  disputeClosed: OrderHook[];
}

export async function runOrderHooks(hooks: OrderHooks, kind: keyof OrderHooks, tx: Tx, order: OrderEvent) {
  for (const hook of hooks[kind]) await hook(tx, order);
}
