import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { InvoiceFormat } from '#shared/contracts/invoices.ts';
import { getCreditNote, getInvoice } from '#shared/contracts/invoices.endpoints.ts';
import { registerEndpoint } from '../platform/endpoint.ts';
import { currentUser } from '../platform/guards.ts';
import { INVOICE_HTML_CSP, renderInvoiceHtml } from './invoice-html.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { loadCreditNote } from './credit-note.service.ts';
import { loadInvoice, type InvoiceDocument } from './invoice.service.ts';

/** An order's invoice, and each refund's credit note, as a PDF download or a printable page. */
export const invoicesRoutes: FastifyPluginAsync = async (app) => {
  /** The document as a PDF attachment or the printable page, never cached by the browser. */
  async function send(reply: FastifyReply, document: InvoiceDocument, format: InvoiceFormat, filename: string) {
    reply.header('cache-control', 'private, no-store');
    if (format === 'html')
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', INVOICE_HTML_CSP)
        .send(renderInvoiceHtml(document));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${filename}-${document.number}.pdf"`)
      .send(await renderInvoicePdf(document));
  }

  await registerEndpoint(app, getInvoice, async ({ input, request, reply }) =>
    send(
      reply,
      await loadInvoice(app.db, app.config.seller, input.orderId, currentUser(request)),
      input.format,
      'invoice',
    ),
  );
  // A succeeded refund's numbered credit note.
  await registerEndpoint(app, getCreditNote, async ({ input, request, reply }) =>
    send(
      reply,
      await loadCreditNote(app.db, app.config.seller, input.refundId, currentUser(request)),
      input.format,
      'credit-note',
    ),
  );
};
