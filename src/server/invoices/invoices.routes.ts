import type { FastifyPluginAsync } from 'fastify';
import { getInvoice } from '#shared/contracts/invoices.endpoints.ts';
import { registerEndpoint } from '../platform/endpoint.ts';
import { currentUser } from '../platform/guards.ts';
import { INVOICE_HTML_CSP, renderInvoiceHtml } from './invoice-html.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { loadInvoice } from './invoice.service.ts';

/** Issue 16, item 4: an order's invoice as a PDF download or a printable page. */
export const invoicesRoutes: FastifyPluginAsync = async (app) => {
  await registerEndpoint(app, getInvoice, async ({ input, request, reply }) => {
    const invoice = await loadInvoice(app.db, app.config.seller, input.orderId, currentUser(request));
    reply.header('cache-control', 'private, no-store');
    if (input.format === 'html')
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', INVOICE_HTML_CSP)
        .send(renderInvoiceHtml(invoice));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="invoice-${invoice.number}.pdf"`)
      .send(await renderInvoicePdf(invoice));
  });
};
