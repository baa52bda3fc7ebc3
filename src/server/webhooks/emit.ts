import { sql, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { WebhookEvent } from '#shared/contracts/webhooks.constants.ts';
import type { DbOrTx } from '../platform/db.ts';
import type { OrderEvent } from '../store/index.ts';

/** A Standard Webhooks message id: the `webhook-id` of every attempt of this event. */
export const newEventId = () => `msg_${randomUUID().replaceAll('-', '')}`;

/**
 * Writes an event to the outbox with one delivery per receiver that subscribed to its type, in one
 * statement, so it runs in the caller's transaction (or alone, atomically): the event exists if and
 * only if the change committed. Nothing is written when no receiver wants the type.
 * `data` may be a SQL expression of jsonb (built from rows the statement reads).
 */
export async function emitWebhookEvent(db: DbOrTx, type: WebhookEvent, data: Record<string, unknown> | SQL) {
  const id = newEventId();
  const dataSql =
    'getSQL' in data && typeof data.getSQL === 'function' ? (data as SQL) : sql`${JSON.stringify(data)}::jsonb`;
  await db.execute(sql`
    with receivers as (
      select id from webhooks where deleted_at is null and ${type}::text = any(events)
    ), event as (
      insert into webhook_events (id, type, payload)
      select ${id}, ${type}, jsonb_build_object('type', ${type}::text, 'timestamp', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'data', ${dataSql})
      where exists (select 1 from receivers)
      returning id
    )
    insert into webhook_deliveries (webhook_id, event_id)
    select receivers.id, event.id from receivers cross join event`);
}

/** Cents as the API shows money: dollars, a number with two decimals at most. */
const dollars = (cents: number) => Math.round(cents) / 100;

/** An order hook (store/order-hooks.ts) that tells the receivers of `type`. */
export const orderWebhook =
  (type: 'order.completed' | 'order.refunded' | 'order.disputed' | 'order.dispute_closed') =>
  (tx: DbOrTx, order: OrderEvent) =>
    emitWebhookEvent(tx, type, {
      orderId: order.orderId,
      customerId: order.userId,
      total: dollars(order.totalCents),
      currency: 'USD',
      ...(order.refund
        ? {
            refund: {
              id: order.refund.id,
              amount: dollars(order.refund.amountCents),
              amountBeforeTax: dollars(order.refund.netCents),
              refundedBeforeTaxBefore: dollars(order.refund.netBeforeCents),
              full: order.refund.netBeforeCents + order.refund.netCents >= order.paidBeforeTaxCents,
            },
          }
        : {}),
      ...(order.dispute ? { disputeId: order.dispute.id } : {}),
    });

/** A registration hook (auth/registration-hooks.ts): `customer.created`. */
export const customerCreatedWebhook = (tx: DbOrTx, user: { userId: number; email: string }) =>
  emitWebhookEvent(tx, 'customer.created', { customerId: user.userId, email: user.email });

/** Licence history types that are webhook events; the others (validations, resets, limits) are not. */
const LICENCE_EVENTS: Partial<Record<string, WebhookEvent>> = {
  activated: 'licence.activated',
  deactivated: 'licence.deactivated',
  freed: 'licence.deactivated',
  suspended: 'licence.suspended',
  reinstated: 'licence.reinstated',
  revoked: 'licence.revoked',
  transferred: 'licence.transferred',
};

/** Called where a licence event is recorded (licences/licence-events.repo.ts), in its transaction. */
export async function licenceWebhook(
  db: DbOrTx,
  event: { licenceId: number; type: string; actor: string; machineId?: string | null; details?: unknown },
) {
  const type = LICENCE_EVENTS[event.type];
  if (!type) return;
  await emitWebhookEvent(
    db,
    type,
    sql`(select jsonb_build_object('licenceId', l.id, 'indicatorId', l.indicator_id, 'customerId', l.user_id, 'actor', ${event.actor}::text, 'machineId', ${event.machineId ?? null}::text, 'details', ${JSON.stringify(event.details ?? null)}::jsonb) from licences l where l.id = ${event.licenceId})`,
  );
}

/** Called where a release becomes published (releases/notices.repo.ts `insertAnnouncement`). */
export const releaseWebhook = (db: DbOrTx, releaseId: number) =>
  emitWebhookEvent(
    db,
    'release.published',
    sql`(select jsonb_build_object('releaseId', r.id, 'indicatorId', r.indicator_id, 'version', r.version, 'minPlatformVersion', r.min_platform_version) from releases r where r.id = ${releaseId})`,
  );

/** Called where a payout is marked paid (affiliates/ledger.repo.ts `setPayoutOutcome`). */
export const payoutPaidWebhook = (db: DbOrTx, payoutId: number) =>
  emitWebhookEvent(
    db,
    'affiliate.payout_paid',
    sql`(select jsonb_build_object('payoutId', p.id, 'affiliateId', p.affiliate_id, 'amount', p.amount_cents / 100.0, 'currency', 'USD', 'method', p.method, 'reference', p.reference) from payouts p where p.id = ${payoutId})`,
  );
