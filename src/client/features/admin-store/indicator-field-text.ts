import type { ParseKeys, TFunction } from 'i18next';
import { MAX_PRICE_DOLLARS } from '#shared/contracts/admin-store.constants.ts';
import { hasAtMostTwoDecimals } from '#shared/contracts/fields.constants.ts';
import type { FieldCode } from '#shared/error-codes.ts';
import { fieldCodeText } from '#client/lib/error-text.ts';

export type IndicatorField =
  'name' | 'description' | 'shortDescription' | 'price' | 'imageUrl' | 'feature' | 'categoryIds';

/** The SPEC §5 sentence each field shows (admin-store `validation.*`) for the rule it breaks. */
const SENTENCE: Record<IndicatorField, ParseKeys<'admin-store'>> = {
  name: 'validation.nameMin',
  description: 'validation.descriptionMin',
  shortDescription: 'validation.shortDescriptionMax',
  price: 'validation.pricePositive',
  imageUrl: 'validation.urlInvalid',
  feature: 'validation.featureEmpty',
  categoryIds: 'validation.categoriesRequired',
};

/** Ceilings the SPEC sentence does not cover (the inputs rarely let a longer text through). */
const MAX_LENGTH: Partial<Record<IndicatorField, number>> = { name: 120, description: 10_000, feature: 300 };

/** A price in range with a third decimal breaks its own rule, not "a positive number". */
function hasTooManyDecimals(price: string | undefined) {
  const dollars = Number(price);
  return dollars >= 0.01 && dollars <= MAX_PRICE_DOLLARS && !hasAtMostTwoDecimals(dollars);
}

/**
 * A field's message in the page's language, from its field code (`error.type`, set by
 * `lazyZodResolver`) rather than the contract's English sentence.
 */
export function indicatorFieldText(
  t: TFunction<'admin-store'>,
  field: IndicatorField,
  error: { type?: string } | undefined,
  value?: string,
): string | undefined {
  if (!error) return undefined;
  const code = error.type as FieldCode | undefined;
  const max = MAX_LENGTH[field];
  if (code === 'too_long' && max) return fieldCodeText(t, 'too_long', { max });
  if (field === 'price' && hasTooManyDecimals(value)) return t('validation.priceDecimals');
  return t(SENTENCE[field]);
}
