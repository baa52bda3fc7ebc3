// Invoices' public face: the gap-free numbers, taken in the transaction of the order or refund that
// needs one.
export { issueCreditNoteNumber, issueInvoiceNumber } from './numbering.ts';
