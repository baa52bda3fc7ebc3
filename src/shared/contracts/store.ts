import { z } from 'zod';
import { LANGUAGE_CODES, type Language } from '../languages.ts';
import { idField, queryIdField } from './fields.ts';
import { licenceKeyField } from './licence-key-field.ts';
import { InvoiceBuyerFields } from './invoices.ts';
import { DISCOUNT_REASONS } from './discounts.constants.ts';
import { LICENCE_STATUSES, ORDER_STATUSES, STORE_MESSAGES } from './store.constants.ts';
import { countryField } from './tax.ts';

// SPEC §3, §5, §7 (store) and DECISIONS "Store and licences". Money is integer cents inside and
// dollars (numbers) on the wire; names and messages below are the public contract.

// The messages, limits and money helpers live in a zod-free module so pages can use them without
// loading zod (DESIGN JS budget); this contract re-exports them for the server.
export * from './store.constants.ts';

// --- Catalogue ------------------------------------------------------------------------------------

export const IndicatorKindSchema = z.enum(['indicator', 'bundle']);
export type IndicatorKind = z.infer<typeof IndicatorKindSchema>;

export const CategorySchema = z.object({ id: z.number().int(), name: z.string() });
export type Category = z.infer<typeof CategorySchema>;

/** One of the shop's six languages: which language a translatable text is served in. */
export const LanguageSchema = z.enum(LANGUAGE_CODES as [Language, ...Language[]]);

/** A category as the public catalogue serves it: the name in the request's language, or English. */
export const PublicCategorySchema = CategorySchema.extend({ language: LanguageSchema });
export type PublicCategory = z.infer<typeof PublicCategorySchema>;

/**
 * The language each translatable field is served in: the request's when the shop owner wrote
 * that field in it, else English (the fallback is per field). Pages mark English ones `lang="en"`.
 */
export const IndicatorLanguagesSchema = z.object({
  description: LanguageSchema,
  shortDescription: LanguageSchema,
  features: LanguageSchema,
});
export type IndicatorLanguages = z.infer<typeof IndicatorLanguagesSchema>;

/** SPEC §3 Indicator, plus `kind` (the Pro Bundle is `bundle`) and the licence's `machineLimit`. */
export const IndicatorDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  shortDescription: z.string().nullable(),
  price: z.number(),
  imageUrl: z.string().nullable(),
  isActive: z.boolean(),
  features: z.array(z.string()).nullable(),
  categories: z.array(PublicCategorySchema),
  kind: IndicatorKindSchema,
  machineLimit: z.number().int(),
  /**
   * Months of updates a licence includes (0 = forever), the price of renewing them for
   * as long again, and the days of a free machine-bound trial (0 = none).
   */
  updatesMonths: z.number().int(),
  renewalPrice: z.number(),
  trialDays: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  languages: IndicatorLanguagesSchema,
});
export type IndicatorDto = z.infer<typeof IndicatorDtoSchema>;

/** SPEC §5 "Indicator list: categoryId optional number". An empty value means all categories. */
export const ListIndicatorsQuerySchema = z.object({
  categoryId: z.preprocess(
    (v) => (v === '' ? undefined : v),
    queryIdField('categoryId', 'categoryId must be a positive integer.').optional(),
  ),
});
export type ListIndicatorsQuery = z.infer<typeof ListIndicatorsQuerySchema>;
export const ListIndicatorsResponseSchema = z.object({ indicators: z.array(IndicatorDtoSchema) });
export type ListIndicatorsResponse = z.infer<typeof ListIndicatorsResponseSchema>;

export const ListCategoriesResponseSchema = z.object({ categories: z.array(PublicCategorySchema) });
export type ListCategoriesResponse = z.infer<typeof ListCategoriesResponseSchema>;

/** SPEC §5 "Indicator lookup: id a positive integer". The response is the indicator itself. */
export const GetIndicatorQuerySchema = z.object({ id: queryIdField('id', 'id must be a positive integer.') });

// --- Cart -----------------------------------------------------------------------------------------

/** SPEC §3 Cart item (`id` is the cart line), plus what the cart page links and explains with. */
export const CartItemDtoSchema = z.object({
  id: z.number().int(),
  indicatorId: z.number().int(),
  name: z.string(),
  shortDescription: z.string().nullable(),
  /** The language the short description is served in (the catalogue's per-field fallback). */
  languages: IndicatorLanguagesSchema.pick({ shortDescription: true }),
  imageUrl: z.string().nullable(),
  price: z.number(),
  kind: IndicatorKindSchema,
  machineLimit: z.number().int(),
  /**
   * A renewal line names the licence whose updates it extends (`price` is then the
   * product's renewal price); null for a new licence.
   */
  renewalOf: z.object({ licenceId: z.number().int(), key: z.string(), updatesUntil: z.string().nullable() }).nullable(),
  /** What the customer paid for indicators of this bundle they own, taken off `price` (0 otherwise). */
  upgradeCredit: z.number(),
});
export type CartItemDto = z.infer<typeof CartItemDtoSchema>;

/**
 * Computed on the server in cents; `taxRate` is the percent of `country` (the admin's row, else
 * the configured default; `country` null: none chosen, the default). `pricesIncludeTax`: the
 * prices hold the tax already, `tax` is the part of `total` that is tax.
 * `discount` is what the applied code takes off (tax is on subtotal − discount), `discountCode`
 * the code on the cart, and `discountError` why it does not apply right now (then `discount` is 0).
 */
export const CartSummarySchema = z.object({
  subtotal: z.number(),
  /** The bundle upgrade's credit: total = subtotal − upgradeCredit − discount (+ tax when added). */
  upgradeCredit: z.number(),
  discount: z.number(),
  discountCode: z.string().nullable(),
  discountError: z.object({ code: z.enum(DISCOUNT_REASONS), message: z.string() }).optional(),
  country: z.string().nullable(),
  taxRate: z.number(),
  pricesIncludeTax: z.boolean(),
  tax: z.number(),
  total: z.number(),
});
export type CartSummary = z.infer<typeof CartSummarySchema>;

export const PAYMENT_PROVIDERS = ['instant', 'stripe'] as const;
/** `paymentProvider` tells /checkout what happens on Place Order (completes at once, or pays on Stripe). */
export const GetCartResponseSchema = z.object({
  cartItems: z.array(CartItemDtoSchema),
  summary: CartSummarySchema,
  paymentProvider: z.enum(PAYMENT_PROVIDERS),
});
export type GetCartResponse = z.infer<typeof GetCartResponseSchema>;
/** `?country=DE` shows the cart with that country's tax (checked: `country_unknown`). */
export const GetCartQuerySchema = z.object({ country: countryField.optional() }).optional();
export type GetCartQuery = z.infer<typeof GetCartQuerySchema>;

/** SPEC §5 "Cart add and remove: indicatorId a positive integer". */
export const CartMutationInputSchema = z
  .object({ indicatorId: idField('indicatorId', STORE_MESSAGES.indicatorIdInvalid) })
  .strict();
export type CartMutationInput = z.infer<typeof CartMutationInputSchema>;
/**
 * cart/add: a product (`indicatorId`), or the renewal of a licence's updates (`renewalOf`:
 * the licence key), exactly one of them.
 */
export const CartAddInputSchema = z
  .object({
    indicatorId: idField('indicatorId', STORE_MESSAGES.indicatorIdInvalid).optional(),
    renewalOf: licenceKeyField.optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    if ((input.indicatorId === undefined) === (input.renewalOf === undefined))
      ctx.addIssue({ code: 'custom', path: ['indicatorId'], message: STORE_MESSAGES.indicatorIdInvalid });
  });
export type CartAddInput = z.infer<typeof CartAddInputSchema>;
export const SuccessResponseSchema = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof SuccessResponseSchema>;
/**
 * SPEC §7 cart/add answers `{ success: true }`; when the Pro Bundle was added, `replaced` names
 * the indicators it includes that left the cart (DECISIONS: never charge twice for the same rights).
 */
export const CartAddResponseSchema = SuccessResponseSchema.extend({
  replaced: z.array(z.object({ indicatorId: z.number().int(), name: z.string() })).optional(),
});
export type CartAddResponse = z.infer<typeof CartAddResponseSchema>;

/**
 * Each Pro Bundle on sale at this customer's price: `upgradeCredit` is what they paid for
 * indicators of it they own (capped at `price`), `upgradePrice` = price − upgradeCredit.
 */
export const UpgradePricesResponseSchema = z.object({
  bundles: z.array(
    z.object({
      indicatorId: z.number().int(),
      price: z.number(),
      upgradeCredit: z.number(),
      upgradePrice: z.number(),
    }),
  ),
});
export type UpgradePricesResponse = z.infer<typeof UpgradePricesResponseSchema>;

export const TestAppClockInputSchema = z.object({ offsetDays: z.number().int().min(0).max(3650) }).strict();
export const TestAppClockResponseSchema = z.object({ now: z.string() });

// --- Checkout and orders ----------------------------------------------------------------------------

/**
 * SPEC §7: the body is an empty object, or holds the buyer's optional business details for
 * the invoice and the country whose tax applies (ISO 3166-1 alpha-2; omitted: the default rate).
 */
export const CheckoutInputSchema = z.object({ ...InvoiceBuyerFields, country: countryField.optional() }).strict();
export type CheckoutInput = z.output<typeof CheckoutInputSchema>;
/** `redirectUrl`: pay on the provider's page (Stripe Checkout); the order completes by webhook. */
export const CheckoutResponseSchema = z.object({
  success: z.literal(true),
  orderId: z.number().int(),
  redirectUrl: z.string().optional(),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;

export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

export const ActivationDtoSchema = z.object({
  machineId: z.string(),
  machineName: z.string().nullable(),
  activatedAt: z.string(),
  /** When the add-on last validated or activated on this machine (heartbeats). */
  lastSeenAt: z.string(),
  /**
   * Beyond the licence's machine limit (lowered after this machine was activated): validate
   * answers MACHINE_LIMIT here until a machine activated before it is freed.
   */
  overLimit: z.boolean(),
});
export type ActivationDto = z.infer<typeof ActivationDtoSchema>;

export const OrderLicenceDtoSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  machineLimit: z.number().int(),
  status: z.enum(LICENCE_STATUSES),
  activations: z.array(ActivationDtoSchema),
  /** Self-service machine resets: the yearly allowance, what is left of it, and whether one is allowed now. */
  resetsPerYear: z.number().int(),
  resetsLeft: z.number().int(),
  resetAvailable: z.boolean(),
  /** Releases published before this time are downloadable (ISO time; null = updates forever). */
  updatesUntil: z.string().nullable(),
  /** Whether `updatesUntil` has passed: later releases need a renewal (the licence keeps working). */
  updatesExpired: z.boolean(),
  /** `POST /_api/cart/add {renewalOf: key}` would be accepted (active, with a window and a renewal price). */
  renewable: z.boolean(),
  /** The product's renewal price now (what a renewal costs). */
  renewalPrice: z.number(),
  /** Renewable, and the window ended or ends within 30 days: /orders offers "Renew updates". */
  renewalDue: z.boolean(),
});
export type OrderLicenceDto = z.infer<typeof OrderLicenceDtoSchema>;

export const OrderItemDtoSchema = z.object({
  id: z.number().int(),
  indicatorId: z.number().int(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  kind: IndicatorKindSchema,
  purchasePrice: z.number(),
  /** This line's share of the order's discount; paid = purchasePrice − discount. */
  discount: z.number(),
  /** A Pro Bundle upgrade's credit on this line: paid = purchasePrice − upgradeCredit − discount. */
  upgradeCredit: z.number(),
  /** This line renewed that licence's updates (it has no licence of its own). */
  renewalOfLicenceId: z.number().int().nullable(),
  licence: OrderLicenceDtoSchema.nullable(),
});
export type OrderItemDto = z.infer<typeof OrderItemDtoSchema>;

/** A succeeded refund's credit note; its PDF is GET /_api/orders/credit-note?refundId=. */
export const OrderCreditNoteDtoSchema = z.object({
  refundId: z.number().int(),
  number: z.string(),
  amount: z.number(),
  issuedAt: z.string(),
});
export type OrderCreditNoteDto = z.infer<typeof OrderCreditNoteDtoSchema>;

/** SPEC §3 Order, plus the money breakdown and each item's licence (DECISIONS: keys on /orders). */
export const OrderDtoSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  status: OrderStatusSchema,
  subtotalAmount: z.number(),
  /** The code the order used and what it took off (0 and null without one). */
  discountAmount: z.number(),
  discountCode: z.string().nullable(),
  taxAmount: z.number(),
  totalAmount: z.number(),
  /** `2026-000123` once the order completed; its PDF is GET /_api/orders/invoice. */
  invoiceNumber: z.string().nullable(),
  /** Refunded so far (a partially refunded order shows it); 0 when nothing went back. */
  refundedAmount: z.number(),
  /** One per succeeded refund, oldest first; empty when nothing went back. */
  creditNotes: z.array(OrderCreditNoteDtoSchema),
  items: z.array(OrderItemDtoSchema),
});
export type OrderDto = z.infer<typeof OrderDtoSchema>;
/** A free trial the signed-in customer started and has not bought yet ("Buy to keep it"). */
export const TrialDtoSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  indicatorId: z.number().int(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  kind: IndicatorKindSchema,
  machineId: z.string(),
  machineName: z.string().nullable(),
  startedAt: z.string(),
  endsAt: z.string(),
  /** Past `endsAt`: the key answers `TRIAL_EXPIRED` until the product is bought. */
  expired: z.boolean(),
});
export type TrialDto = z.infer<typeof TrialDtoSchema>;

export const ListOrdersResponseSchema = z.object({ orders: z.array(OrderDtoSchema), trials: z.array(TrialDtoSchema) });
export type ListOrdersResponse = z.infer<typeof ListOrdersResponseSchema>;
