import { defineErrors } from '../platform/errors.ts';
import { INVOICE_MESSAGES } from '#shared/contracts/invoices.ts';

/** The codes this domain answers with: each one's kind (HTTP status) and English text, once (docs/decisions/error-catalogue.md). */
export const INVOICES_ERRORS = defineErrors({
  credit_note_not_found: { kind: 'not_found', message: INVOICE_MESSAGES.creditNoteNotFound },
  invoice_not_found: { kind: 'not_found', message: INVOICE_MESSAGES.invoiceNotFound },
});
