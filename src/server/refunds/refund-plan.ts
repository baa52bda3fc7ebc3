import { REFUND_MESSAGES } from '#shared/contracts/refunds.ts';
import { AppError } from '../platform/errors.ts';

// What one refund gives back, from the order and its earlier refunds. Pure: cents in, cents out.

export interface PlanOrder {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  items: Array<{ id: number; priceCents: number }>;
}

export interface PlanEarlier {
  /** Cents of refunds that are pending or succeeded (a failed one gave nothing back). */
  refundedCents: number;
  /** Items of those refunds. */
  refundedItemIds: number[];
}

export interface RefundPlan {
  amountCents: number;
  itemIds: number[];
}

/** An item's price plus its share of the order's tax (rounded half up). */
export function itemRefundCents(order: Pick<PlanOrder, 'subtotalCents' | 'taxCents'>, priceCents: number): number {
  if (order.subtotalCents <= 0 || order.taxCents <= 0) return priceCents;
  return priceCents + Math.floor((2 * order.taxCents * priceCents + order.subtotalCents) / (2 * order.subtotalCents));
}

/**
 * Without items and amount: everything that remains (every item not yet given back). With items:
 * their price and tax share, or the remainder when they are the last items. `amount` overrides
 * the sum. Refuses an item of another order, an item refunded before and more than remains.
 */
export function planRefund(
  order: PlanOrder,
  earlier: PlanEarlier,
  request: { itemIds?: number[]; amountCents?: number },
): RefundPlan {
  const remainingCents = order.totalCents - earlier.refundedCents;
  const openItems = order.items.filter((i) => !earlier.refundedItemIds.includes(i.id));
  const wanted = request.itemIds ? [...new Set(request.itemIds)] : undefined;
  for (const id of wanted ?? []) {
    if (!order.items.some((i) => i.id === id))
      throw new AppError('bad_request', REFUND_MESSAGES.itemNotInOrder, { itemId: id }, 'refund_item_not_in_order');
    if (earlier.refundedItemIds.includes(id))
      throw new AppError(
        'conflict',
        REFUND_MESSAGES.itemAlreadyRefunded,
        { itemId: id },
        'refund_item_already_refunded',
      );
  }
  const itemIds = wanted ?? (request.amountCents === undefined ? openItems.map((i) => i.id) : []);
  const lastItems = itemIds.length > 0 && itemIds.length === openItems.length;
  const itemsCents = lastItems
    ? remainingCents
    : order.items
        .filter((i) => itemIds.includes(i.id))
        .reduce((sum, i) => sum + itemRefundCents(order, i.priceCents), 0);
  const amountCents = request.amountCents ?? (itemIds.length > 0 ? itemsCents : remainingCents);
  if (amountCents > remainingCents || amountCents <= 0)
    throw new AppError(
      'bad_request',
      REFUND_MESSAGES.amountTooHigh,
      { amount: REFUND_MESSAGES.amountTooHigh },
      'refund_amount_too_high',
    );
  // Money back to the last cent gives back every key too.
  const allBack = amountCents === remainingCents && request.amountCents !== undefined && !wanted;
  return { amountCents, itemIds: allBack ? openItems.map((i) => i.id) : itemIds };
}
