import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LICENCE_STATUSES, ORDER_STATUSES } from '#shared/contracts/store.constants.ts';
import { users } from '../auth/auth.schema.ts';

// Money is integer cents everywhere (DECISIONS "Store and licences"); the API shows dollars.

export const categories = pgTable(
  'categories',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('categories_name_unique').on(t.name)],
);

export const indicators = pgTable(
  'indicators',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    description: text().notNull(),
    shortDescription: text(),
    priceCents: integer().notNull(),
    imageUrl: text(),
    isActive: boolean().notNull().default(true),
    features: jsonb().$type<string[] | null>(),
    /** `bundle` is the Pro Bundle: one licence covering every indicator on 2 machines. */
    kind: text({ enum: ['indicator', 'bundle'] })
      .notNull()
      .default('indicator'),
    /** Machines one licence of this product may activate (1 standard, 2 bundle). */
    machineLimit: integer().notNull().default(1),
    /**
     * Months of updates a licence includes from its purchase (0 = updates forever, what
     * products sold before it have), the price of a further `updatesMonths` (renewal), and the days
     * of a machine-bound trial (0 = no trial).
     */
    updatesMonths: integer().notNull().default(0),
    renewalPriceCents: integer().notNull().default(0),
    trialDays: integer().notNull().default(0),
    /**
     * Days of offline grace in a signed licence answer (`leaseUntil`): the add-on keeps
     * working on its last signed answer this long when the shop is unreachable. 0–90.
     */
    leaseDays: integer().notNull().default(14),
    /** Deleting an indicator that was sold keeps its row (orders point at it) and hides it. */
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('indicators_active_idx').on(t.isActive, t.deletedAt)],
);

export const indicatorCategories = pgTable(
  'indicator_categories',
  {
    indicatorId: integer()
      .notNull()
      .references(() => indicators.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.indicatorId, t.categoryId] }),
    index('indicator_categories_category_idx').on(t.categoryId),
  ],
);

/**
 * The shop owner's translations of an indicator's copy (decisions/translated-catalogue.md):
 * one row per indicator and language other than English. A null field falls back to the English
 * one on the indicator itself; names and prices are never translated.
 */
export const indicatorTranslations = pgTable(
  'indicator_translations',
  {
    indicatorId: integer()
      .notNull()
      .references(() => indicators.id, { onDelete: 'cascade' }),
    language: text().notNull(),
    description: text(),
    shortDescription: text(),
    features: jsonb().$type<string[] | null>(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.indicatorId, t.language] })],
);

/** A category's name in a language other than English (the English name is on the category). */
export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    language: text().notNull(),
    name: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.language] })],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    indicatorId: integer()
      .notNull()
      .references(() => indicators.id),
    /** A renewal of this licence's updates (the product is the licence's), not a new licence. */
    renewalOfLicenceId: integer().references((): AnyPgColumn => licences.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_user_indicator_unique').on(t.userId, t.indicatorId)],
);

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    status: text({ enum: ORDER_STATUSES }).notNull().default('pending'),
    subtotalCents: integer().notNull(),
    /** The discount code's text as applied (kept if the code is deleted) and its total; tax is on subtotal − discount. */
    discountCode: text(),
    discountCents: integer().notNull().default(0),
    /** The affiliate whose coupon the order used, when no referral cookie was present: they earn its commission. */
    couponAffiliateId: integer(),
    taxCents: integer().notNull().default(0),
    /**
     * Tax by country: the country the customer chose (null before it existed, or when
     * none was given: the default rate), the rate applied in basis points, and whether the prices
     * already held the tax (`PRICES_INCLUDE_TAX`): then total = subtotal − discount and the tax is
     * the part of it split out; else total = subtotal − discount + tax.
     */
    taxCountry: text(),
    taxRateBp: integer().notNull().default(0),
    pricesIncludeTax: boolean().notNull().default(false),
    totalCents: integer().notNull(),
    currency: text().notNull().default('USD'),
    /** Which payment provider handles it (`instant`, `stripe`) and its reference (session id). */
    paymentProvider: text().notNull(),
    paymentRef: text(),
    /**
     * Makes checkout idempotent: a repeated or concurrent Place Order for the same cart maps to
     * the same key, and the unique index lets only one order exist for it.
     */
    checkoutKey: text().notNull(),
    /** The customer's language at checkout: the licence e-mail is written in it, also when a webhook completes the order later. */
    language: text().notNull().default('en'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
    /** The buyer's business details for the invoice, entered at checkout (both optional). */
    companyName: text(),
    vatId: text(),
    /** `2026-000123`: given in the transaction that completes the order, gap-free per year (invoices domain). */
    invoiceNumber: text(),
    invoicedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_checkout_key_unique').on(t.checkoutKey),
    uniqueIndex('orders_invoice_number_unique').on(t.invoiceNumber),
    index('orders_user_idx').on(t.userId, t.createdAt),
    /** Date ranges: CSV exports and analytics. */
    index('orders_created_idx').on(t.createdAt),
    /** Analytics: sales by the day they were paid, refunds by the day they were refunded. */
    index('orders_completed_idx').on(t.completedAt),
    index('orders_refunded_idx').on(t.refundedAt),
    uniqueIndex('orders_payment_ref_unique').on(t.paymentProvider, t.paymentRef),
  ],
);

/** A snapshot of what was bought: later price or name edits never change an old order. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    indicatorId: integer()
      .notNull()
      .references(() => indicators.id),
    name: text().notNull(),
    imageUrl: text(),
    priceCents: integer().notNull(),
    /** This line's share of the order's discount (largest remainder, see discounts/allocation.ts); paid = price − discount. */
    discountCents: integer().notNull().default(0),
    /** This line's share of the order's tax (largest remainder over what each line paid); the lines add up to the order's tax. */
    taxCents: integer().notNull().default(0),
    /** This line renews that licence's updates instead of issuing a licence. */
    renewalOfLicenceId: integer().references((): AnyPgColumn => licences.id),
    /**
     * What the customer paid for indicators of the bundle they own, taken off this
     * bundle line's price before any discount (never more than the price): paid = price − credit − discount.
     */
    upgradeCreditCents: integer().notNull().default(0),
    /**
     * What the customer paid for this line, tax included: price − upgrade credit − discount (+ tax
     * when prices are tax-exclusive; `linePaidCents` in tax/tax-arithmetic.ts). The lines add up to the order's total exactly; refunds, credit notes,
     * commission reversals, analytics and the CSV read it (docs/decisions/order-line-money.md).
     */
    paidCents: integer().notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

export const licences = pgTable(
  'licences',
  {
    id: serial().primaryKey(),
    /** Human-typable, random (≥ 80 bits), unique: `XXXXX-XXXXX-XXXXX-XXXXX`. */
    key: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    orderItemId: integer()
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    indicatorId: integer()
      .notNull()
      .references(() => indicators.id),
    machineLimit: integer().notNull(),
    status: text({ enum: LICENCE_STATUSES }).notNull().default('active'),
    /**
     * Releases published before this time may be downloaded (null = updates forever).
     * Purchase + the product's `updatesMonths`; a paid renewal moves it on.
     */
    updatesUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('licences_key_unique').on(t.key),
    index('licences_user_idx').on(t.userId),
    /** The owners of a product: release notices, the bundle's library. */
    index('licences_indicator_idx').on(t.indicatorId),
    uniqueIndex('licences_order_item_unique').on(t.orderItemId),
  ],
);

export const licenceActivations = pgTable(
  'licence_activations',
  {
    id: serial().primaryKey(),
    licenceId: integer()
      .notNull()
      .references(() => licences.id, { onDelete: 'cascade' }),
    machineId: text().notNull(),
    machineName: text(),
    activatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('licence_activations_machine_unique').on(t.licenceId, t.machineId)],
);

/** Payment webhooks seen, by the provider's event id, so each is processed once. */
export const paymentEvents = pgTable('payment_events', {
  id: text().primaryKey(),
  provider: text().notNull(),
  type: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
