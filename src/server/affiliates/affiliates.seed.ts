import { and, eq, inArray, isNull } from 'drizzle-orm';
import { users } from '../auth/auth.schema.ts';
import type { Tx } from '../platform/db.ts';
import type { Seeder } from '../platform/seed.ts';
import { generateLicenceKey } from '../store/index.ts';
import { indicators, licences, orderItems, orders } from '../store/store.schema.ts';
import {
  affiliateLedger,
  affiliates,
  commissionDecisions,
  payouts,
  referrals,
  type AffiliateStatus,
  type ReferralFlagReason,
} from './affiliates.schema.ts';
import { commissionCents } from './money.ts';

// Demo affiliate program: the demo trader (when the accounts seeder made one) and three more
// affiliates in every status, referred customers with pending, completed and cancelled
// referrals, commissions and a reversal on the ledger, and payouts requested, paid and rejected.

const DAY = 24 * 3600 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

interface DemoAffiliate {
  email: string;
  displayName: string;
  code: string;
  rateBp: number;
  status: AffiliateStatus;
  joinedDaysAgo: number;
  /**
   * Referred customers: the products they bought, one completed order each, at the catalogue's
   * price with a licence key; `refunded` marks the last one refunded (its key revoked).
   */
  customers: Array<{
    name: string;
    orders: DemoProduct[];
    refunded?: boolean;
    /** Signed up this many days ago instead of a week after the previous one (a recent, pending commission). */
    daysAgo?: number;
    /** Flagged for fraud review at sign-up (the admin's review queue). */
    flag?: ReferralFlagReason;
  }>;
  /** Payouts (cents) and their outcome. */
  payouts: Array<{ cents: number; status: 'requested' | 'paid' | 'rejected'; daysAgo: number }>;
}

/** What referred customers buy: the bundle ($299) or one indicator ($99), at the catalogue's price. */
type DemoProduct = 'Pro Bundle' | 'Orderflow Pulse';
const BUNDLE: DemoProduct = 'Pro Bundle';
const PULSE: DemoProduct = 'Orderflow Pulse';

const DEMO: DemoAffiliate[] = [
  {
    email: 'trader@novatick.example',
    displayName: '',
    code: 'JORDAN10',
    rateBp: 1000,
    status: 'active',
    joinedDaysAgo: 80,
    customers: [
      { name: 'Priya Nair', orders: [BUNDLE, BUNDLE, PULSE] },
      { name: 'Marcus Webb', orders: [BUNDLE, BUNDLE, BUNDLE] },
      { name: 'Elena Petrova', orders: [PULSE], refunded: true },
      { name: 'Tom Becker', orders: [] },
      { name: 'Aiko Tanaka', orders: [] },
      // Bought 5 days ago: within the hold, so the commission is still pending.
      { name: 'Sam Ortiz', orders: [BUNDLE], daysAgo: 6 },
    ],
    payouts: [
      { cents: 5_000, status: 'paid', daysAgo: 20 },
      { cents: 5_000, status: 'rejected', daysAgo: 10 },
    ],
  },
  {
    email: 'sofia.reyes@novatick.example',
    displayName: 'Sofia Reyes',
    code: 'SOFIAFLOW',
    rateBp: 1500,
    status: 'active',
    joinedDaysAgo: 120,
    customers: [
      { name: 'Daniel Kim', orders: [BUNDLE, BUNDLE] },
      { name: 'Grace Liu', orders: [BUNDLE] },
      { name: 'Oliver Grant', orders: [PULSE] },
      { name: 'Hannah Fischer', orders: [] },
      { name: 'Leo Brandt', orders: [PULSE], daysAgo: 3, flag: 'affiliate_ip' },
    ],
    payouts: [
      { cents: 6_000, status: 'paid', daysAgo: 45 },
      { cents: 5_000, status: 'requested', daysAgo: 3 },
    ],
  },
  {
    email: 'kenji.watanabe@novatick.example',
    displayName: 'Kenji Watanabe',
    code: 'KENJITICK',
    rateBp: 1000,
    status: 'inactive',
    joinedDaysAgo: 60,
    customers: [{ name: 'Lucas Moreau', orders: [PULSE] }],
    payouts: [],
  },
  {
    email: 'ryan.cole@novatick.example',
    displayName: 'Ryan Cole',
    code: 'RYANSCALP',
    rateBp: 500,
    status: 'banned',
    joinedDaysAgo: 30,
    customers: [{ name: 'Nina Hart', orders: [] }],
    payouts: [],
  },
];

const slug = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, '.');

async function ensureUser(tx: Tx, email: string, displayName: string) {
  await tx.insert(users).values({ email, displayName }).onConflictDoNothing();
  const [row] = await tx.select().from(users).where(eq(users.email, email));
  return row!;
}

type Product = Pick<typeof indicators.$inferSelect, 'id' | 'name' | 'imageUrl' | 'priceCents' | 'machineLimit'>;

/** A completed order of one product at its catalogue price, with its licence key (as checkout makes them). */
async function seedOrder(tx: Tx, userId: number, product: Product, daysAgo: number) {
  const at = ago(daysAgo);
  const totalCents = product.priceCents;
  const [order] = await tx
    .insert(orders)
    .values({
      userId,
      status: 'completed',
      subtotalCents: totalCents,
      totalCents,
      paymentProvider: 'instant',
      paymentRef: `seed-aff-${userId}-${daysAgo}`,
      checkoutKey: `seed-aff-${userId}-${daysAgo}`,
      createdAt: at,
      completedAt: at,
    })
    .returning();
  const [item] = await tx
    .insert(orderItems)
    .values({
      orderId: order!.id,
      indicatorId: product.id,
      name: product.name,
      imageUrl: product.imageUrl,
      priceCents: totalCents,
      paidCents: totalCents,
    })
    .returning({ id: orderItems.id });
  await tx.insert(licences).values({
    key: generateLicenceKey(),
    userId,
    orderItemId: item!.id,
    indicatorId: product.id,
    machineLimit: product.machineLimit,
    createdAt: at,
  });
  return order!;
}

async function seedAffiliate(
  tx: Tx,
  demo: DemoAffiliate,
  owner: { id: number },
  products: (name: DemoProduct) => Product,
  holdDays: number,
) {
  const [affiliate] = await tx
    .insert(affiliates)
    .values({
      userId: owner.id,
      code: demo.code,
      commissionRateBp: demo.rateBp,
      status: demo.status,
      createdAt: ago(demo.joinedDaysAgo),
    })
    .returning();
  const ledger = (entry: typeof affiliateLedger.$inferInsert) => tx.insert(affiliateLedger).values(entry);
  let day = demo.joinedDaysAgo - 2;
  for (const customer of demo.customers) {
    const user = await ensureUser(tx, `${slug(customer.name)}@customers.novatick.example`, customer.name);
    const joined = customer.daysAgo ?? day;
    const [referral] = await tx
      .insert(referrals)
      .values({
        affiliateId: affiliate!.id,
        referredUserId: user.id,
        createdAt: ago(joined),
        signupIp: `203.0.113.${(user.id % 200) + 1}`,
        ...(customer.flag ? { reviewStatus: 'flagged' as const, reviewReason: customer.flag } : {}),
      })
      .returning();
    for (const [i, bought] of customer.orders.entries()) {
      const order = await seedOrder(tx, user.id, products(bought), joined - 1 - i);
      const amount = commissionCents(order.totalCents, demo.rateBp);
      const [commission] = await ledger({
        affiliateId: affiliate!.id,
        type: 'commission',
        amountCents: amount,
        referralId: referral!.id,
        orderId: order.id,
        createdAt: order.createdAt,
      }).returning({ id: affiliateLedger.id });
      // Seeded commissions older than the hold are approved, as the hold job would have done;
      // younger ones stay pending, and a flagged referral's wait for the admin's review.
      if (!customer.flag && order.createdAt.getTime() <= ago(holdDays).getTime())
        await tx.insert(commissionDecisions).values({
          ledgerId: commission!.id,
          status: 'approved',
          actor: 'system',
          createdAt: ago(joined - 1 - i - holdDays),
        });
      if (customer.refunded && i === customer.orders.length - 1) {
        await tx
          .update(orders)
          .set({ status: 'refunded', refundedAt: ago(joined - 3 - i) })
          .where(eq(orders.id, order.id));
        // A refund revokes the order's keys (the refund cascade does it for a real one).
        await tx
          .update(licences)
          .set({ status: 'revoked', revokedAt: ago(joined - 3 - i) })
          .where(
            inArray(
              licences.orderItemId,
              tx.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, order.id)),
            ),
          );
        await ledger({
          affiliateId: affiliate!.id,
          type: 'reversal',
          amountCents: -amount,
          referralId: referral!.id,
          orderId: order.id,
          createdAt: ago(joined - 3 - i),
        });
      }
    }
    const status =
      customer.orders.length === 0
        ? 'pending'
        : customer.refunded && customer.orders.length === 1
          ? 'cancelled'
          : 'completed';
    await tx.update(referrals).set({ status }).where(eq(referrals.id, referral!.id));
    if (customer.daysAgo === undefined) day = Math.max(day - 7, 4);
  }
  for (const p of demo.payouts) {
    const at = ago(p.daysAgo);
    const [payout] = await tx
      .insert(payouts)
      .values({
        affiliateId: affiliate!.id,
        amountCents: p.cents,
        method: 'paypal',
        details: { paypalEmail: demo.email },
        status: p.status,
        reference: p.status === 'paid' ? `PAYPAL-${demo.code}-${p.daysAgo}` : null,
        reason:
          p.status === 'rejected'
            ? 'The PayPal account could not be verified. Please check the address and request again.'
            : null,
        createdAt: at,
        processedAt: p.status === 'requested' ? null : ago(p.daysAgo - 1),
      })
      .returning();
    await ledger({
      affiliateId: affiliate!.id,
      type: 'payout',
      amountCents: -p.cents,
      payoutId: payout!.id,
      createdAt: at,
    });
    if (p.status === 'rejected')
      await ledger({
        affiliateId: affiliate!.id,
        type: 'payout_refund',
        amountCents: p.cents,
        payoutId: payout!.id,
        createdAt: ago(p.daysAgo - 1),
      });
  }
}

export const affiliatesSeeder: Seeder = {
  name: 'affiliates-demo',
  async run(tx, context) {
    const columns = {
      id: indicators.id,
      name: indicators.name,
      imageUrl: indicators.imageUrl,
      priceCents: indicators.priceCents,
      machineLimit: indicators.machineLimit,
    };
    const live = and(eq(indicators.isActive, true), isNull(indicators.deletedAt));
    const named = await tx
      .select(columns)
      .from(indicators)
      .where(and(live, inArray(indicators.name, [BUNDLE, PULSE])));
    // A product of the demo catalogue an owner renamed: the first one on sale stands in. With no
    // catalogue at all (the store seeder runs first) there is nothing to refer customers to.
    const [first] = named.length === 2 ? [] : await tx.select(columns).from(indicators).where(live).limit(1);
    if (!named.length && !first) return;
    const products = (name: DemoProduct) => named.find((p) => p.name === name) ?? first!;
    const taken = await tx
      .select({ code: affiliates.code })
      .from(affiliates)
      .where(
        inArray(
          affiliates.code,
          DEMO.map((d) => d.code),
        ),
      );
    for (const demo of DEMO) {
      if (taken.some((t) => t.code === demo.code)) continue;
      // The demo trader is the accounts seeder's; without it, that affiliate is skipped.
      const [existing] = await tx.select().from(users).where(eq(users.email, demo.email));
      if (!existing && !demo.displayName) continue;
      const owner = existing ?? (await ensureUser(tx, demo.email, demo.displayName));
      const [already] = await tx.select().from(affiliates).where(eq(affiliates.userId, owner.id));
      if (already) continue;
      await seedAffiliate(tx, demo, owner, products, context.config.AFFILIATE_HOLD_DAYS);
    }
  },
};
