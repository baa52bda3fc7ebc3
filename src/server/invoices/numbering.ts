import type { Tx } from '../platform/db.ts';
import type { DocumentSeries } from './invoices.schema.ts';
import { takeNextNumber } from './numbering.repo.ts';

/** Each series' prefix; the invoice series has none (`2026-000123`), credit notes `CN-2026-000007`. */
const PREFIX: Record<DocumentSeries, string> = { invoice: '', credit_note: 'CN-' };

/** The number as printed: prefix, the UTC year, and the count in that year with six digits. */
export function formatDocumentNumber(series: DocumentSeries, year: number, n: number): string {
  return `${PREFIX[series]}${year}-${String(n).padStart(6, '0')}`;
}

/**
 * Issues the next number of a series for the year of `at` (UTC) inside the caller's transaction:
 * consecutive and gap-free, because the number is taken, used and committed (or rolled back)
 * together. Call it as late as possible in the transaction: other issues of the same series
 * wait for the counter row until it ends.
 */
export async function issueDocumentNumber(tx: Tx, series: DocumentSeries, at: Date = new Date()): Promise<string> {
  const year = at.getUTCFullYear();
  return formatDocumentNumber(series, year, await takeNextNumber(tx, series, year));
}

/** The invoice number of an order being completed in `tx`. */
export const issueInvoiceNumber = (tx: Tx, at?: Date) => issueDocumentNumber(tx, 'invoice', at);

/**
 * The number of a credit note (a refund's), issued in the refund's transaction `tx`: the refund
 * cascade's first step (`numberCreditNote` in refunds/refund-cascade.ts) stores it on the refund.
 */
export const issueCreditNoteNumber = (tx: Tx, at?: Date) => issueDocumentNumber(tx, 'credit_note', at);
