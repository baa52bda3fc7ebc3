import type { SellerInfo } from '../platform/config.ts';
import type { Db } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import { findRefund, itemIdsOfRefunds, linesOfRefunds, numberCreditNote, orderItemsOf } from '../refunds/index.ts';
import { findOrderWithCustomer } from './invoice.repo.ts';
import { invoiceTexts } from './invoice-text.ts';
import type { InvoiceDocument, InvoiceViewer } from './invoice.service.ts';

/**
 * The credit note of a succeeded refund, for the order's owner or an admin; anyone
 * else, and a refund not (yet) succeeded, gets a 404. One line names what went back; the amount
 * is split into net and tax in the order's own proportion, so net + tax is exactly the refund.
 */
export async function loadCreditNote(
  db: Db,
  seller: SellerInfo,
  refundId: number,
  viewer: InvoiceViewer,
): Promise<InvoiceDocument> {
  const refund = await findRefund(db, refundId);
  const found = refund ? await findOrderWithCustomer(db, refund.orderId) : undefined;
  if (!refund || !found || (found.order.userId !== viewer.id && viewer.role !== 'admin'))
    throw appError('credit_note_not_found');
  if (refund.status !== 'succeeded') throw appError('credit_note_not_found');
  const issued =
    refund.creditNoteNumber && refund.creditNotedAt
      ? { number: refund.creditNoteNumber, issuedAt: refund.creditNotedAt }
      : await db.transaction((tx) => numberCreditNote(tx, refund));
  if (!issued) throw appError('credit_note_not_found');
  const { order } = found;
  // The refund's stored lines (docs/decisions/order-line-money.md): each item given back is a line
  // of what it gave back net of tax; money given back without an item is one line.
  const backIds = new Set((await itemIdsOfRefunds(db, [refund.id])).map((i) => i.orderItemId));
  const items = await orderItemsOf(db, order.id);
  const stored = await linesOfRefunds(db, [refund.id]);
  const { t } = invoiceTexts(order.language);
  const netOf = (l: { amountCents: number; taxCents: number }) => l.amountCents - l.taxCents;
  const itemLines = items
    .filter((item) => backIds.has(item.id))
    .map((item) => ({
      name: t('document.creditNote.line', { orderId: order.id, items: item.name }),
      amountCents: stored.filter((l) => l.orderItemId === item.id).reduce((sum, l) => sum + netOf(l), 0),
    }));
  const otherCents = stored.filter((l) => !backIds.has(l.orderItemId)).reduce((sum, l) => sum + netOf(l), 0);
  const lines = [
    ...itemLines,
    ...(otherCents > 0 || itemLines.length === 0
      ? [{ name: t('document.creditNote.lineAmount', { orderId: order.id }), amountCents: otherCents }]
      : []),
  ];
  const netCents = refund.amountCents - refund.taxCents;
  return {
    ...issued,
    orderId: order.id,
    language: order.language,
    currency: order.currency,
    seller,
    buyer: {
      name: found.customerName,
      email: found.customerEmail,
      companyName: order.companyName,
      vatId: order.vatId,
    },
    lines,
    subtotalCents: netCents,
    discountCents: 0,
    taxCents: refund.taxCents,
    totalCents: refund.amountCents,
    creditNote: { invoiceNumber: order.invoiceNumber },
  };
}
