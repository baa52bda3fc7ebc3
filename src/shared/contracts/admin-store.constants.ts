// Zod-free part of the admin store contract (admin-store.ts re-exports it): what the admin pages'
// browser code may import without pulling zod (about 26 KB gzip) into their first load.
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '../languages.ts';
import { ORDER_STATUSES } from './store.constants.ts';
import type { AdminIndicatorDto, IndicatorTranslations } from './admin-store.ts';

/** SPEC §9: the list shows the short description or this many characters of the description. */
export const DESCRIPTION_PREVIEW_LENGTH = 100;
/** A shop sells dozens of indicators; the admin screen filters the whole list in the browser. */
export const ADMIN_INDICATORS_MAX = 500;
export const ADMIN_ORDERS_PAGE_SIZE = 20;
export const ADMIN_ORDERS_MAX_PAGE_SIZE = 100;
export const MAX_PRICE_DOLLARS = 100_000;
/** The longest updates window (ten years) and the longest trial an admin may set. */
export const MAX_UPDATES_MONTHS = 120;
export const MAX_TRIAL_DAYS = 90;
/** The longest offline lease a signed licence answer may grant (days). */
export const MAX_LEASE_DAYS = 90;
/** A new product's offline lease (the column's default). */
export const DEFAULT_LEASE_DAYS = 14;
export const MAX_FEATURES = 30;
export const MAX_CATEGORIES = 20;
/** The category filter's "All Categories" value (SPEC §2). */
export const ALL_CATEGORIES = '__all';

export const ADMIN_ORDER_STATUSES = ORDER_STATUSES;
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];

/** A language tab's fields as typed in the Add/Edit form: the features one per line. */
export interface IndicatorTranslationForm {
  description: string;
  shortDescription: string;
  features: string;
}

/** The languages an indicator has no complete translation in (the list's "missing" marker and filter). */
export function missingTranslations(
  indicator: Pick<AdminIndicatorDto, 'translations' | 'shortDescription' | 'features'>,
) {
  return TRANSLATION_LANGUAGES.filter((language) => {
    const t = indicator.translations[language];
    if (!t?.description) return true;
    if (indicator.shortDescription && !t.shortDescription) return true;
    return Boolean(indicator.features?.length) && !t.features?.length;
  });
}

/** The translations as the form starts them: every language, empty where nothing is written. */
export function translationFormValues(translations: IndicatorTranslations = {}) {
  return Object.fromEntries(
    TRANSLATION_LANGUAGES.map((language) => {
      const t = translations[language];
      return [
        language,
        {
          description: t?.description ?? '',
          shortDescription: t?.shortDescription ?? '',
          features: (t?.features ?? []).join('\n'),
        },
      ];
    }),
  ) as Record<TranslationLanguage, IndicatorTranslationForm>;
}
