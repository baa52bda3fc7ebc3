// The buyer's business details for the invoice, and the invoice download.
// Zod-free, so /checkout can check a field the way the server does without loading zod.

export const COMPANY_NAME_MAX = 120;
/** Country code, then 2–13 letters, digits or `+*.` (the EU VIES shapes, loosely). */
export const VAT_ID_PATTERN = /^[A-Z]{2}[A-Z0-9+*.]{2,13}$/;
/** What the buyer typed, as stored: spaces (and the dashes people paste) out, upper case. */
export const normalizeVatId = (value: string) => value.replace(/[\s-]+/g, '').toUpperCase();

export const INVOICE_MESSAGES = {
  vatIdInvalid: 'VAT id must be a two-letter country code followed by 2 to 13 letters or digits, e.g. DE123456789.',
  companyNameTooLong: `Company name must be ${COMPANY_NAME_MAX} characters or less.`,
  invoiceNotFound: 'This order has no invoice yet.',
  creditNoteNotFound: 'This refund has no credit note: it was not found or has not gone through yet.',
} as const;

export const INVOICE_FORMATS = ['pdf', 'html'] as const;
export type InvoiceFormat = (typeof INVOICE_FORMATS)[number];
