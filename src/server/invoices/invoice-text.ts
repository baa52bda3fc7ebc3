import i18next from 'i18next';
import de from '#client/locales/de/invoices.json' with { type: 'json' };
import en from '#client/locales/en/invoices.json' with { type: 'json' };
import es from '#client/locales/es/invoices.json' with { type: 'json' };
import fr from '#client/locales/fr/invoices.json' with { type: 'json' };
import ptBR from '#client/locales/pt-BR/invoices.json' with { type: 'json' };
import zh from '#client/locales/zh/invoices.json' with { type: 'json' };
import { countryName, formatLongDate, formatNumber } from '#shared/intl-formats.ts';
import { DEFAULT_LANGUAGE, matchLanguage, type Language } from '#shared/languages.ts';
import { formatCentsIn } from '#shared/money.ts';
import { groupNumbers } from '#shared/i18n-numbers.ts';
import type { Leaves } from '../platform/mail/mail-text.ts';

// The invoice's words live in `locales/<lang>/invoices.json` (the `document` section), beside the
// checkout and /orders texts of the same namespace, so `check:i18n` covers them.

export type InvoiceKey = Leaves<(typeof en)['document'], 'document.'>;

const instance = i18next.createInstance();
void instance.init({
  resources: {
    en: { invoices: en },
    'pt-BR': { invoices: ptBR },
    es: { invoices: es },
    de: { invoices: de },
    fr: { invoices: fr },
    zh: { invoices: zh },
  },
  ns: ['invoices'],
  defaultNS: 'invoices',
  fallbackLng: DEFAULT_LANGUAGE,
  // The HTML renderer escapes every value itself; the PDF needs the raw text.
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});
groupNumbers(instance);

export interface InvoiceTexts {
  lang: Language;
  t(key: InvoiceKey, values?: Record<string, string | number>): string;
  money(cents: number, currency: string): string;
  date(at: Date): string;
}

/** The invoice's words and dates in `language` (the order's; unknown means English); money en-US (SPEC §9). */
export function invoiceTexts(language: string | null | undefined): InvoiceTexts {
  const lang = matchLanguage(language) ?? DEFAULT_LANGUAGE;
  const fixed = instance.getFixedT(lang, 'invoices');
  return {
    lang,
    t: (key, values) => fixed(key, values ?? {}),
    money: formatCentsIn,
    date: (at) => formatLongDate(at, lang),
  };
}

/** What differs between an invoice and a credit note: its heading, number labels and closing note. */
export function documentWords(
  invoice: { creditNote?: { invoiceNumber: string | null }; issuedAt: Date },
  texts: Pick<InvoiceTexts, 't'>,
  date: (at: Date) => string,
) {
  const { t } = texts;
  if (!invoice.creditNote)
    return {
      title: t('document.title'),
      number: t('document.number'),
      date: t('document.date'),
      extra: [] as Array<[string, string]>,
      note: t('document.paid', { date: date(invoice.issuedAt) }),
    };
  return {
    title: t('document.creditNote.title'),
    number: t('document.creditNote.number'),
    date: t('document.creditNote.date'),
    extra: invoice.creditNote.invoiceNumber
      ? ([[t('document.creditNote.invoice'), invoice.creditNote.invoiceNumber]] as Array<[string, string]>)
      : [],
    note: t('document.creditNote.note', { date: date(invoice.issuedAt) }),
  };
}

/**
 * The tax row's label: the country's rate and name in the invoice's language
 * ("Tax (19 %, Germany)"), "Tax included (…)" for tax-inclusive prices; plain "Tax" for an order
 * from before taxes by country, or a credit note.
 */
export function taxRowLabel(invoice: { tax?: InvoiceTax }, texts: Pick<InvoiceTexts, 't' | 'lang'>): string {
  const { t, lang } = texts;
  if (!invoice.tax) return t('document.tax');
  const rate = formatNumber(invoice.tax.ratePercent, lang);
  const country = invoice.tax.country ? countryName(lang, invoice.tax.country) : t('document.defaultCountry');
  return t(invoice.tax.included ? 'document.taxIncludedAt' : 'document.taxAt', { rate, country });
}

/** The tax an order applied: its country (null: none chosen, the default rate), percent and mode. */
export interface InvoiceTax {
  country: string | null;
  ratePercent: number;
  included: boolean;
}
