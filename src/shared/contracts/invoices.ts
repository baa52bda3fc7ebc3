import { z } from 'zod';
import { queryIdField } from './fields.ts';
import {
  COMPANY_NAME_MAX,
  INVOICE_FORMATS,
  INVOICE_MESSAGES,
  VAT_ID_PATTERN,
  normalizeVatId,
} from './invoices.constants.ts';

export * from './invoices.constants.ts';

/** An empty field is no field: the optional inputs of /checkout post '' when left blank. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Optional; trimmed; at most COMPANY_NAME_MAX characters. */
export const CompanyNameSchema = z.preprocess(
  blankToUndefined,
  z.string().trim().max(COMPANY_NAME_MAX, INVOICE_MESSAGES.companyNameTooLong).optional(),
);

/** Optional; spaces out and upper case, then `VAT_ID_PATTERN` (code `invalid_format`). */
export const VatIdSchema = z.preprocess(
  blankToUndefined,
  z
    .string()
    .max(40, INVOICE_MESSAGES.vatIdInvalid)
    .transform(normalizeVatId)
    .pipe(z.string().regex(VAT_ID_PATTERN, INVOICE_MESSAGES.vatIdInvalid))
    .optional(),
);

/** The buyer's business details checkout accepts (both optional), stored on the order. */
export const InvoiceBuyerFields = { companyName: CompanyNameSchema, vatId: VatIdSchema };

/** GET /_api/orders/invoice: `format` `pdf` (the default) or `html` (the printable page). */
export const InvoiceQuerySchema = z.strictObject({
  orderId: queryIdField('orderId', 'orderId must be a positive integer.'),
  format: z.enum(INVOICE_FORMATS).default('pdf'),
});
export type InvoiceQuery = z.output<typeof InvoiceQuerySchema>;

/** GET /_api/orders/credit-note: a succeeded refund's credit note, `pdf` or `html` like the invoice. */
export const CreditNoteQuerySchema = z.strictObject({
  refundId: queryIdField('refundId', 'refundId must be a positive integer.'),
  format: z.enum(INVOICE_FORMATS).default('pdf'),
});

/** The body is a PDF or an HTML page, not JSON; the schema only documents that. */
export const InvoiceDocumentSchema = z.string();
