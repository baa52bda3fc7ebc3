import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.ts';
import { orders } from '../store/store.schema.ts';

// Discount codes. Amounts are integer cents; a percentage is basis points (2000 = 20 %), so the
// admin's two decimals are exact and the arithmetic stays in integers.

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial().primaryKey(),
    /** Normalised: no spaces, upper case; unique. */
    code: text().notNull(),
    kind: text({ enum: ['percent', 'fixed'] }).notNull(),
    /** Basis points for `percent` (100–10000), cents for `fixed` (> 0). */
    amount: integer().notNull(),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    maxUses: integer(),
    maxUsesPerCustomer: integer(),
    /** Empty: every product; else only these indicators' lines are discounted. */
    indicatorIds: jsonb().$type<number[]>().notNull().default([]),
    minSubtotalCents: integer(),
    isActive: boolean().notNull().default(true),
    /** The code also takes money off renewals of updates (by default it does not). */
    allowsRenewals: boolean().notNull().default(false),
    /** An affiliate coupon: the affiliate whose own code this is (affiliates table; no FK to keep the domains apart). */
    affiliateId: integer(),
    /**
     * Orders holding the code (not cancelled). Raised by a conditional UPDATE in the checkout
     * transaction (`used_count < max_uses`), so concurrent checkouts never exceed the limit.
     */
    usedCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_unique').on(t.code),
    check('discount_codes_amount_positive', sql`${t.amount} > 0`),
    check('discount_codes_used_within_limit', sql`${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses}`),
  ],
);

/** One row per order placed with a code: the per-customer limit counts them. */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: serial().primaryKey(),
    discountId: integer()
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_redemptions_order_unique').on(t.orderId),
    index('discount_redemptions_user_idx').on(t.discountId, t.userId),
  ],
);

/** The code a customer applied to their cart (at most one); checked again at checkout. */
export const cartDiscounts = pgTable('cart_discounts', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  discountId: integer()
    .notNull()
    .references(() => discountCodes.id, { onDelete: 'cascade' }),
  appliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
