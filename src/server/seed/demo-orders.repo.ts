import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db.ts';
import { CASCADE_STEPS } from '../refunds/refund-cascade.ts';
import { CROCKFORD_ALPHABET } from '../store/licence-key.ts';

// `npm run seed -- --orders 10000` and `npm run bench -- --orders 10000`: many realistic orders
// for the analytics dashboard, written in a few set-based statements (generate_series), so
// 10,000 take seconds. Idempotent: the rows carry fixed keys (`demo-order-<n>`, demo e-mails),
// so a second run adds only what is missing.

/** Spread over about 18 months before now. */
const SPREAD_MINUTES = 548 * 24 * 60;

export async function seedDemoOrders(db: Db, count: number): Promise<{ orders: number }> {
  const added = await insertDemoOrders(db, count);
  // Fresh planner statistics after a bulk load, so date ranges use their indexes at once.
  await db.execute(sql`analyze users, orders, order_items, referrals, refunds`);
  return added;
}

async function insertDemoOrders(db: Db, count: number): Promise<{ orders: number }> {
  const customers = Math.max(1, Math.ceil(count / 4));
  return db.transaction(async (tx) => {
    // Customers, each created before their first order could be.
    await tx.execute(sql`
      insert into users (email, display_name, created_at)
      select 'demo-customer-' || g || '@example.com', 'Demo Customer ' || g,
             now() - ((g * 104729) % ${SPREAD_MINUTES} + ${SPREAD_MINUTES}) * interval '1 minute'
      from generate_series(1, ${customers}) g
      on conflict (email) do nothing`);
    // One affiliate who referred every seventh customer.
    await tx.execute(sql`
      insert into users (email, display_name) values ('demo-affiliate@example.com', 'Demo Affiliate')
      on conflict (email) do nothing`);
    await tx.execute(sql`
      insert into affiliates (user_id, code)
      select id, 'DEMOAFF1' from users where email = 'demo-affiliate@example.com'
      on conflict do nothing`);
    await tx.execute(sql`
      insert into referrals (affiliate_id, referred_user_id, status)
      select a.id, u.id, 'completed'
      from users u, affiliates a
      where a.code = 'DEMOAFF1' and u.email like 'demo-customer-%'
        and substring(u.email from 'demo-customer-(\\d+)@')::int % 7 = 0
      on conflict do nothing`);
    // Orders: about 4% refunded three days after the sale, 2% cancelled checkouts; one product each.
    const inserted = await tx.execute(sql`
      with products as (
        select array_agg(id order by id) ids, array_agg(price_cents order by id) prices, count(*)::int n
        from indicators where deleted_at is null
      ), rows as (
        select g, p.ids[g % p.n + 1] indicator_id, p.prices[g % p.n + 1] price,
               now() - ((g * 7919) % ${SPREAD_MINUTES}) * interval '1 minute' at_time,
               case when g % 25 = 0 then 'refunded' when g % 50 = 7 then 'cancelled' else 'completed' end status
        from generate_series(1, ${count}) g, products p
        where p.n > 0
      )
      insert into orders (user_id, status, subtotal_cents, tax_cents, total_cents, payment_provider,
                          checkout_key, created_at, completed_at, refunded_at)
      select u.id, r.status, r.price, 0, r.price, 'instant', 'demo-order-' || r.g, r.at_time,
             case when r.status = 'cancelled' then null else r.at_time end,
             case when r.status = 'refunded' then least(r.at_time + interval '3 days', now()) end
      from rows r
      join users u on u.email = 'demo-customer-' || (r.g % ${customers} + 1) || '@example.com'
      on conflict (checkout_key) do nothing
      returning id`);
    await tx.execute(sql`
      insert into order_items (order_id, indicator_id, name, price_cents, paid_cents)
      select o.id, i.id, i.name, o.subtotal_cents, o.total_cents
      from orders o
      join indicators i on i.id = (
        select array_agg(id order by id) from indicators where deleted_at is null
      )[substring(o.checkout_key from 'demo-order-(\\d+)')::int % (select count(*) from indicators where deleted_at is null) + 1]
      where o.checkout_key like 'demo-order-%'
        and not exists (select 1 from order_items oi where oi.order_id = o.id)`);
    // Every sold line has its licence key, as checkout issues them (20 random
    // Crockford base32 symbols in groups of five), revoked with its refund.
    await tx.execute(sql`
      insert into licences (key, user_id, order_item_id, indicator_id, machine_limit, status, created_at, revoked_at)
      select k.key, o.user_id, oi.id, oi.indicator_id, i.machine_limit,
             case when o.status = 'refunded' then 'revoked' else 'active' end, o.created_at, o.refunded_at
      from order_items oi
      join orders o on o.id = oi.order_id
      join indicators i on i.id = oi.indicator_id
      cross join lateral (
        select string_agg(
                 substr(${CROCKFORD_ALPHABET}, (('x' || substr(r.hex, 1 + 2 * p, 2))::bit(8)::int & 31) + 1, 1)
                   || case when p in (4, 9, 14) then '-' else '' end,
                 '' order by p) as key
        from (select md5(gen_random_uuid()::text || oi.id) || md5(gen_random_uuid()::text) as hex) r,
             generate_series(0, 19) p
      ) k
      where o.checkout_key like 'demo-order-%' and o.status in ('completed', 'refunded')
        and not exists (select 1 from licences l where l.order_item_id = oi.id)`);
    // A refunded order has its succeeded refund (by its line, cascade done), which is
    // what analytics count as money going back.
    await tx.execute(sql`
      with made as (
        insert into refunds (order_id, amount_cents, tax_cents, status, source, created_at, settled_at, cascade_step)
        select o.id, o.total_cents, o.tax_cents, 'succeeded', 'admin', o.refunded_at, o.refunded_at, ${CASCADE_STEPS}
        from orders o
        where o.checkout_key like 'demo-order-%' and o.status = 'refunded' and o.refunded_at is not null
          and not exists (select 1 from refunds r where r.order_id = o.id)
        returning id, order_id
      ), given as (
        insert into refund_items (refund_id, order_item_id)
        select m.id, oi.id from made m join order_items oi on oi.order_id = m.order_id
        returning refund_id
      )
      insert into refund_lines (refund_id, order_item_id, amount_cents, tax_cents)
      select m.id, oi.id, oi.paid_cents, oi.tax_cents from made m join order_items oi on oi.order_id = m.order_id`);
    return { orders: rowCount(inserted) };
  });
}

function rowCount(result: unknown): number {
  if (Array.isArray(result)) return result.length;
  const r = result as { rows?: unknown[]; rowCount?: number | null; affectedRows?: number };
  return r.rows?.length ?? r.rowCount ?? r.affectedRows ?? 0;
}
