import { z } from 'zod';
import { isSafeImageUrl } from './image-url.ts';
import { FIELD_MESSAGES, hasAtMostTwoDecimals, idField, queryIdField } from './fields.ts';
import { centsToDollars, dollarsToCents } from './store.constants.ts';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '../languages.ts';
import { AdminCategorySchema } from './admin-categories.ts';
import { CategorySchema, IndicatorDtoSchema } from './store.ts';
import {
  DEFAULT_LEASE_DAYS,
  MAX_CATEGORIES,
  MAX_FEATURES,
  MAX_LEASE_DAYS,
  MAX_PRICE_DOLLARS,
  MAX_TRIAL_DAYS,
  MAX_UPDATES_MONTHS,
} from './admin-store.constants.ts';

export * from './admin-store.constants.ts';

// SPEC §3, §5, §7 (admin indicators) and DECISIONS "Store and licences". Money is dollars on the
// wire, integer cents inside. The admin's orders and refunds are in admin-orders.ts.

/** SPEC §5, word for word; the client maps each onto a translation key. */
export const INDICATOR_MESSAGES = {
  nameMin: 'Name must be at least 3 characters long.',
  descriptionMin: 'Description must be at least 10 characters long.',
  shortDescriptionMax: 'Short description must be 200 characters or less.',
  pricePositive: 'Price must be a positive number.',
  priceDecimals: FIELD_MESSAGES.twoDecimals('Price'),
  urlInvalid: 'Must be a valid URL.',
  featureEmpty: 'Feature cannot be empty.',
  categoriesRequired: 'At least one category is required.',
  updatesMonthsRange: `Updates period must be a whole number of months from 0 to ${MAX_UPDATES_MONTHS}.`,
  renewalPriceRange: 'Renewal price must be 0 or a positive number.',
  renewalPriceDecimals: FIELD_MESSAGES.twoDecimals('Renewal price'),
  trialDaysRange: `Trial must be a whole number of days from 0 to ${MAX_TRIAL_DAYS}.`,
  leaseDaysRange: `Offline lease must be a whole number of days from 0 to ${MAX_LEASE_DAYS}.`,
} as const;

export const ADMIN_STORE_MESSAGES = {
  indicatorNotFound: 'Indicator not found.',
  categoryNotFound: 'One or more categories do not exist.',
  orderNotFound: 'Order not found.',
  refundOnlyCompleted: 'Only completed orders can be refunded.',
  alreadyRefunded: 'This order has already been refunded.',
} as const;

export { centsToDollars, dollarsToCents };
/** At least a cent and at most the ceiling; a third decimal is refused on its own (`priceDecimals`). */
const isValidPrice = (dollars: number) => Number.isFinite(dollars) && dollars >= 0.01 && dollars <= MAX_PRICE_DOLLARS;
/** Dollars as typed: refused, not rounded, beyond the cent (19.999 would have been stored as 20). */
const priceField = z
  .number(INDICATOR_MESSAGES.pricePositive)
  .refine(isValidPrice, INDICATOR_MESSAGES.pricePositive)
  .refine(hasAtMostTwoDecimals, INDICATOR_MESSAGES.priceDecimals);

// --- Field rules, shared by the API body and the form (STYLE "one contract per call") --------

const nameField = z.string(INDICATOR_MESSAGES.nameMin).trim().min(3, INDICATOR_MESSAGES.nameMin).max(120);
const descriptionField = z
  .string(INDICATOR_MESSAGES.descriptionMin)
  .trim()
  .min(10, INDICATOR_MESSAGES.descriptionMin)
  .max(10_000);
const shortDescriptionField = z.string().trim().max(200, INDICATOR_MESSAGES.shortDescriptionMax);
/** The image URL as typed: empty means "none" (SPEC §5 sends it as null), else a web URL or a site path. */
const imageUrlField = z
  .string(INDICATOR_MESSAGES.urlInvalid)
  .trim()
  .max(2_000, INDICATOR_MESSAGES.urlInvalid)
  .refine((v) => v === '' || isSafeImageUrl(v), INDICATOR_MESSAGES.urlInvalid);
const featureField = z.string().trim().min(1, INDICATOR_MESSAGES.featureEmpty).max(300);
const categoryIdsField = z
  .array(idField('Category id'), INDICATOR_MESSAGES.categoriesRequired)
  .min(1, INDICATOR_MESSAGES.categoriesRequired)
  .max(MAX_CATEGORIES);

// --- Wire shapes ------------------------------------------------------------------------------

export const CategoryDtoSchema = CategorySchema;
export type CategoryDto = z.infer<typeof CategoryDtoSchema>;
/** Every category with its names in other languages and how many indicators use it (/admin/categories). */
export const AdminCategoriesResponseSchema = z.object({ categories: z.array(AdminCategorySchema) });
export type AdminCategoriesResponse = z.infer<typeof AdminCategoriesResponseSchema>;

/**
 * An indicator's copy in one language other than English. Every field is optional:
 * a missing one falls back to English field by field. Same rules and SPEC messages as English.
 */
const translationBody = {
  description: z
    .string(INDICATOR_MESSAGES.descriptionMin)
    .trim()
    .refine((v) => v === '' || v.length >= 10, INDICATOR_MESSAGES.descriptionMin)
    .pipe(z.string().max(10_000))
    .nullish()
    .transform((v) => v || null),
  shortDescription: shortDescriptionField.nullish().transform((v) => v || null),
  features: z
    .array(featureField)
    .max(MAX_FEATURES)
    .nullish()
    .transform((v) => (v && v.length > 0 ? v : null)),
};
export const IndicatorTranslationSchema = z.object({
  description: z.string().nullable(),
  shortDescription: z.string().nullable(),
  features: z.array(z.string()).nullable(),
});
export type IndicatorTranslation = z.infer<typeof IndicatorTranslationSchema>;
const TranslationLanguageSchema = z.enum(TRANSLATION_LANGUAGES as [TranslationLanguage, ...TranslationLanguage[]]);
/** The written translations by language; a language without any field is absent. */
export const IndicatorTranslationsSchema = z.partialRecord(TranslationLanguageSchema, IndicatorTranslationSchema);
export type IndicatorTranslations = z.infer<typeof IndicatorTranslationsSchema>;

/**
 * SPEC §3 Indicator, as the admin sees it (inactive ones too): the store's shape without the
 * licence's `machineLimit`, with the English categories and every written translation. The admin
 * edits the Pro Bundle's (`kind: 'bundle'`) price like any other.
 */
export const AdminIndicatorDtoSchema = IndicatorDtoSchema.omit({
  machineLimit: true,
  languages: true,
  categories: true,
}).extend({
  categories: z.array(CategorySchema),
  translations: IndicatorTranslationsSchema,
  /** Days a signed VALID answer may be trusted offline by the licence client (`leaseUntil`). */
  leaseDays: z.number().int(),
});
export type AdminIndicatorDto = z.infer<typeof AdminIndicatorDtoSchema>;

/** SPEC §5 "Indicator list: categoryId optional number". */
export const AdminIndicatorsQuerySchema = z.object({ categoryId: queryIdField('Category id').optional() });
export const AdminIndicatorsResponseSchema = z.object({ indicators: z.array(AdminIndicatorDtoSchema) });
export type AdminIndicatorsResponse = z.infer<typeof AdminIndicatorsResponseSchema>;

/**
 * The updates window in months (0 = updates forever), the renewal's price (0 or a
 * price, two decimals) and the trial's days (0 = no trial). Optional on the wire: an update that
 * leaves them out keeps them, a create starts at 0.
 */
const updatesMonthsField = z
  .number(INDICATOR_MESSAGES.updatesMonthsRange)
  .int(INDICATOR_MESSAGES.updatesMonthsRange)
  .min(0, INDICATOR_MESSAGES.updatesMonthsRange)
  .max(MAX_UPDATES_MONTHS, INDICATOR_MESSAGES.updatesMonthsRange);
const renewalPriceField = z
  .number(INDICATOR_MESSAGES.renewalPriceRange)
  .refine((v) => v === 0 || isValidPrice(v), INDICATOR_MESSAGES.renewalPriceRange)
  .refine(hasAtMostTwoDecimals, INDICATOR_MESSAGES.renewalPriceDecimals);
const trialDaysField = z
  .number(INDICATOR_MESSAGES.trialDaysRange)
  .int(INDICATOR_MESSAGES.trialDaysRange)
  .min(0, INDICATOR_MESSAGES.trialDaysRange)
  .max(MAX_TRIAL_DAYS, INDICATOR_MESSAGES.trialDaysRange);
const leaseDaysField = z
  .number(INDICATOR_MESSAGES.leaseDaysRange)
  .int(INDICATOR_MESSAGES.leaseDaysRange)
  .min(0, INDICATOR_MESSAGES.leaseDaysRange)
  .max(MAX_LEASE_DAYS, INDICATOR_MESSAGES.leaseDaysRange);

const indicatorBody = {
  name: nameField,
  description: descriptionField,
  /** Empty texts and lists arrive as null (SPEC §5); an empty string or list is treated the same. */
  shortDescription: shortDescriptionField.nullish().transform((v) => v || null),
  price: priceField,
  imageUrl: imageUrlField.nullish().transform((v) => v || null),
  isActive: z.boolean().default(true),
  features: z
    .array(featureField)
    .max(MAX_FEATURES)
    .nullish()
    .transform((v) => (v && v.length > 0 ? v : null)),
  categoryIds: categoryIdsField.transform((ids) => [...new Set(ids)]),
  updatesMonths: updatesMonthsField.optional(),
  renewalPrice: renewalPriceField.optional(),
  trialDays: trialDaysField.optional(),
  leaseDays: leaseDaysField.optional(),
  /** Replaces every translation when given; left out, they stay as they are. */
  translations: z.partialRecord(TranslationLanguageSchema, z.object(translationBody).strict()).optional(),
};

export const CreateIndicatorInputSchema = z.object(indicatorBody).strict();
export type CreateIndicatorInput = z.input<typeof CreateIndicatorInputSchema>;
export type CreateIndicatorData = z.output<typeof CreateIndicatorInputSchema>;
export const UpdateIndicatorInputSchema = z.object({ id: idField(), ...indicatorBody }).strict();
export type UpdateIndicatorInput = z.input<typeof UpdateIndicatorInputSchema>;
export type UpdateIndicatorData = z.output<typeof UpdateIndicatorInputSchema>;
/** DECISIONS "Admin area": the create response is `{ indicator }`; update answers the same. */
export const IndicatorResponseSchema = z.object({ indicator: AdminIndicatorDtoSchema });
export type IndicatorResponse = z.infer<typeof IndicatorResponseSchema>;

export const DeleteIndicatorInputSchema = z.object({ id: idField() }).strict();
/** `softDeleted`: the indicator was sold, so its row stays (hidden) and old orders keep it. */
export const DeleteIndicatorResponseSchema = z.object({
  success: z.literal(true),
  id: z.number().int(),
  softDeleted: z.boolean(),
});
export type DeleteIndicatorResponse = z.infer<typeof DeleteIndicatorResponseSchema>;

// --- The Add/Edit form -------------------------------------------------------------------------

/** A language tab's fields as typed: the features one per line. */
const translationFormField = z.object({
  description: z
    .string()
    .trim()
    .refine((v) => v === '' || v.length >= 10, INDICATOR_MESSAGES.descriptionMin)
    .pipe(z.string().max(10_000)),
  shortDescription: shortDescriptionField,
  features: z.string().max(MAX_FEATURES * 301),
});

/**
 * The modal's fields as typed (strings from inputs, one object per feature row for
 * `useFieldArray`). Same field rules as the API; `toIndicatorInput` makes the request body.
 * A lone blank feature row means "no features"; a blank row beside others is an error.
 */
export const IndicatorFormSchema = z
  .object({
    name: nameField,
    description: descriptionField,
    shortDescription: shortDescriptionField,
    price: z
      .string()
      .trim()
      .refine((v) => v !== '' && isValidPrice(Number(v)), INDICATOR_MESSAGES.pricePositive)
      .refine((v) => hasAtMostTwoDecimals(Number(v)), INDICATOR_MESSAGES.priceDecimals),
    imageUrl: imageUrlField,
    isActive: z.boolean(),
    features: z
      .array(z.object({ value: z.string().trim().max(300) }))
      .min(1)
      .max(MAX_FEATURES),
    categoryIds: categoryIdsField,
    updatesMonths: z
      .string()
      .trim()
      .refine(
        (v) => v === '' || updatesMonthsField.safeParse(Number(v)).success,
        INDICATOR_MESSAGES.updatesMonthsRange,
      ),
    renewalPrice: z
      .string()
      .trim()
      .refine((v) => v === '' || renewalPriceField.safeParse(Number(v)).success, INDICATOR_MESSAGES.renewalPriceRange),
    trialDays: z
      .string()
      .trim()
      .refine((v) => v === '' || trialDaysField.safeParse(Number(v)).success, INDICATOR_MESSAGES.trialDaysRange),
    leaseDays: z
      .string()
      .trim()
      .refine((v) => v === '' || leaseDaysField.safeParse(Number(v)).success, INDICATOR_MESSAGES.leaseDaysRange),
    /** One tab per language; every field may stay empty (English shows instead). */
    translations: z.record(TranslationLanguageSchema, translationFormField),
  })
  .superRefine((form, ctx) => {
    if (form.features.length < 2) return;
    form.features.forEach((f, i) => {
      if (!f.value)
        ctx.addIssue({ code: 'custom', path: ['features', i, 'value'], message: INDICATOR_MESSAGES.featureEmpty });
    });
  });
export type IndicatorForm = z.input<typeof IndicatorFormSchema>;

export function toIndicatorInput(form: z.output<typeof IndicatorFormSchema>): CreateIndicatorInput {
  const features = form.features.map((f) => f.value).filter(Boolean);
  return {
    name: form.name,
    description: form.description,
    shortDescription: form.shortDescription || null,
    price: Number(form.price),
    imageUrl: form.imageUrl || null,
    isActive: form.isActive,
    features: features.length > 0 ? features : null,
    categoryIds: form.categoryIds,
    updatesMonths: Number(form.updatesMonths || 0),
    renewalPrice: Number(form.renewalPrice || 0),
    trialDays: Number(form.trialDays || 0),
    leaseDays: form.leaseDays === '' ? DEFAULT_LEASE_DAYS : Number(form.leaseDays),
    translations: Object.fromEntries(
      Object.entries(form.translations).map(([language, t]) => {
        const lines = t.features
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean);
        return [
          language,
          {
            description: t.description || null,
            shortDescription: t.shortDescription || null,
            features: lines.length ? lines : null,
          },
        ];
      }),
    ),
  };
}
