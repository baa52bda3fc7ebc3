import { defineEndpoint } from './endpoint.ts';

// Invoices. A plain GET, so a link downloads it without JavaScript.
const schemas = () => import('./invoices.ts');

/**
 * GET /_api/orders/invoice?orderId=&format=: the invoice of a completed order, `application/pdf`
 * (an attachment) or `format=html`, the printable page. The order's owner or an admin; anyone
 * else gets the same 404 as for an order that does not exist.
 */
export const getInvoice = defineEndpoint({
  method: 'GET',
  path: '/_api/orders/invoice',
  role: 'user',
  errors: ['order_not_found', 'invoice_not_found'],
  schemas: () => schemas().then((c) => ({ query: c.InvoiceQuerySchema, response: c.InvoiceDocumentSchema })),
});

/**
 * GET /_api/orders/credit-note?refundId=&format=: the credit note of a succeeded refund (numbered
 * `CN-2026-000007`), as the invoice is served. The order's owner or an admin; anyone else, and a
 * refund not (yet) succeeded, gets a 404.
 */
export const getCreditNote = defineEndpoint({
  method: 'GET',
  path: '/_api/orders/credit-note',
  role: 'user',
  errors: ['credit_note_not_found'],
  schemas: () => schemas().then((c) => ({ query: c.CreditNoteQuerySchema, response: c.InvoiceDocumentSchema })),
});
