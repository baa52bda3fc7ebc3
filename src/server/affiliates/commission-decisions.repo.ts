import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import type { CommissionDecision } from './affiliates.schema.ts';

// Commission statuses (hold and approval): insert-only rows in `commission_decisions` beside
// the append-only ledger. A commission row without a decision is pending, or in review while
// its referral is flagged.

export const COMMISSION_STATUSES = ['pending', 'review', 'approved', 'declined'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];

const STATUS = sql`case when d.status is not null then d.status when r.review_status = 'declined' then 'declined' when r.review_status = 'flagged' then 'review' else 'pending' end`;

interface Rows<T> {
  rows: T[];
}
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/**
 * The hold job's one statement: every commission created at or before `cutoff`, still without a
 * decision and not under fraud review, is approved. The unique index on `ledger_id` and
 * `on conflict do nothing` make a second runner's insert a no-op; returns how many it approved.
 */
export async function approveCommissionsDue(db: DbOrTx, cutoff: Date): Promise<number> {
  const result = await db.execute(sql`
    insert into commission_decisions (ledger_id, status, actor)
    select c.id, 'approved', 'system'
    from affiliate_ledger c
    left join referrals r on r.id = c.referral_id
    where c.type = 'commission' and c.created_at <= ${cutoff.toISOString()}::timestamptz
      and not exists (select 1 from commission_decisions d where d.ledger_id = c.id)
      and coalesce(r.review_status, 'approved') = 'approved'
    on conflict (ledger_id) do nothing
    returning id`);
  return rowsOf<{ id: number }>(result).length;
}

/** Records `status` for each commission that has no decision yet; returns the ledger ids it decided. */
export async function decideCommissions(
  db: DbOrTx,
  ledgerIds: number[],
  status: CommissionDecision,
  actor: 'system' | 'admin',
): Promise<number[]> {
  if (ledgerIds.length === 0) return [];
  const result = await db.execute(sql`
    insert into commission_decisions (ledger_id, status, actor)
    select c.id, ${status}, ${actor} from affiliate_ledger c
    where c.type = 'commission' and c.id in (${sql.join(
      ledgerIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    on conflict (ledger_id) do nothing
    returning ledger_id`);
  return rowsOf<{ ledger_id: number }>(result).map((r) => Number(r.ledger_id));
}

/** The commissions a referral earned that are still undecided (declining a flagged referral). */
export async function undecidedCommissionsOfReferral(db: DbOrTx, referralId: number): Promise<number[]> {
  const result = await db.execute(sql`
    select c.id from affiliate_ledger c
    where c.type = 'commission' and c.referral_id = ${referralId}
      and not exists (select 1 from commission_decisions d where d.ledger_id = c.id)`);
  return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
}

export interface CommissionRow {
  id: number;
  affiliateId: number;
  affiliateCode: string;
  displayName: string;
  orderId: number | null;
  /** The commission net of its order's reversals. */
  amountCents: number;
  status: CommissionStatus;
  createdAt: Date;
  decidedAt: Date | null;
}

const SELECT = sql`
  select c.id, c.affiliate_id, a.code as affiliate_code, u.display_name, c.order_id,
    c.amount_cents + coalesce((select sum(x.amount_cents) from affiliate_ledger x
      where x.type = 'reversal' and x.order_id = c.order_id), 0) as amount_cents,
    ${STATUS} as status, c.created_at, d.created_at as decided_at
  from affiliate_ledger c
  join affiliates a on a.id = c.affiliate_id
  join users u on u.id = a.user_id
  left join commission_decisions d on d.ledger_id = c.id
  left join referrals r on r.id = c.referral_id
  where c.type = 'commission'`;

interface RawCommission {
  id: number;
  affiliate_id: number;
  affiliate_code: string;
  display_name: string;
  order_id: number | null;
  amount_cents: number | string;
  status: CommissionStatus;
  created_at: Date | string;
  decided_at: Date | string | null;
}

const toRow = (r: RawCommission): CommissionRow => ({
  id: Number(r.id),
  affiliateId: Number(r.affiliate_id),
  affiliateCode: r.affiliate_code,
  displayName: r.display_name,
  orderId: r.order_id === null ? null : Number(r.order_id),
  amountCents: Number(r.amount_cents),
  status: r.status,
  createdAt: new Date(r.created_at),
  decidedAt: r.decided_at === null ? null : new Date(r.decided_at),
});

/** Commissions by status (oldest first for the pending queue, newest first otherwise), paged. */
export async function listCommissions(
  db: DbOrTx,
  options: { status?: CommissionStatus; page: number; limit: number },
): Promise<{ rows: CommissionRow[]; total: number }> {
  const filter = options.status ? sql`and ${STATUS} = ${options.status}` : sql``;
  const order = options.status === 'pending' ? sql`c.created_at asc, c.id asc` : sql`c.created_at desc, c.id desc`;
  const result = await db.execute(
    sql`${SELECT} ${filter} order by ${order} limit ${options.limit} offset ${(options.page - 1) * options.limit}`,
  );
  const total = await db.execute(sql`select count(*) as n from (${SELECT} ${filter}) t`);
  return {
    rows: rowsOf<RawCommission>(result).map(toRow),
    total: Number(rowsOf<{ n: number | string }>(total)[0]?.n ?? 0),
  };
}

/** The named commissions with their status (unknown ids are left out). */
export async function findCommissions(db: DbOrTx, ids: number[]): Promise<CommissionRow[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(
    sql`${SELECT} and c.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return rowsOf<RawCommission>(result).map(toRow);
}
