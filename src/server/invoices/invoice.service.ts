import type { SellerInfo } from '../platform/config.ts';
import type { Db, Tx } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import { lockOrder, setInvoiceNumber } from '../store/index.ts';
import {
  findOrderWithCustomer,
  invoiceLines,
  lockOrderWithCustomer,
  unnumberedInvoicedOrders,
} from './invoice.repo.ts';
import { issueInvoiceNumber } from './numbering.ts';
import type { InvoiceTax } from './invoice-text.ts';

/** Everything an invoice shows, in cents; the renderers (PDF, HTML) only lay it out. */
export interface InvoiceDocument {
  number: string;
  issuedAt: Date;
  orderId: number;
  language: string;
  currency: string;
  seller: SellerInfo;
  buyer: { name: string; email: string; companyName: string | null; vatId: string | null };
  lines: Array<{ name: string; amountCents: number }>;
  subtotalCents: number;
  /** The order's discount, shown as its own row when there is one. */
  discountCents: number;
  taxCents: number;
  /** The country and rate the tax row names (absent on a credit note). */
  tax?: InvoiceTax;
  totalCents: number;
  /** Set on a credit note (a refund's document): the invoice it credits. */
  creditNote?: { invoiceNumber: string | null };
}

export interface InvoiceViewer {
  id: number;
  role: 'user' | 'admin';
}

/** Statuses whose order was paid and so has an invoice (a refund adds a credit note, never removes it). */
export const INVOICED_STATUSES = ['completed', 'partially_refunded', 'disputed', 'refunded'] as const;
const INVOICED = new Set<string>(INVOICED_STATUSES);

type OrderRow = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

/**
 * Gives a completed order that has no number yet (completed before invoices existed, or seeded)
 * its number, dated when it completed; returns the number it has. `order` must have been read
 * with its row lock in `tx`, so a concurrent call waits and then finds the number.
 */
async function ensureInvoiceNumber(tx: Tx, order: OrderRow): Promise<{ number: string; issuedAt: Date }> {
  if (order.invoiceNumber && order.invoicedAt) return { number: order.invoiceNumber, issuedAt: order.invoicedAt };
  const issuedAt = order.completedAt ?? new Date();
  const number = await issueInvoiceNumber(tx, issuedAt);
  await setInvoiceNumber(tx, order.id, number, issuedAt);
  return { number, issuedAt };
}

type OrderWithCustomer = NonNullable<Awaited<ReturnType<typeof findOrderWithCustomer>>>;

/** The order, if this viewer may see its invoice: anyone else gets the 404 of a missing order. */
function invoicedFor(found: OrderWithCustomer | undefined, viewer: InvoiceViewer): OrderWithCustomer {
  if (!found || (found.order.userId !== viewer.id && viewer.role !== 'admin')) throw appError('order_not_found');
  if (!INVOICED.has(found.order.status)) throw appError('invoice_not_found');
  return found;
}

/**
 * The invoice of an order for its owner or an admin. Anyone else gets the same 404 as for an
 * order that does not exist, so order ids cannot be probed; an order not paid (pending,
 * cancelled) has no invoice. A numbered order is read without a lock, so viewing an invoice never
 * makes a refund or a webhook wait; an old order without a number is read again, locked, and
 * numbered from that read.
 */
export async function loadInvoice(
  db: Db,
  seller: SellerInfo,
  orderId: number,
  viewer: InvoiceViewer,
): Promise<InvoiceDocument> {
  const seen = invoicedFor(await findOrderWithCustomer(db, orderId), viewer);
  const { found, issued } =
    seen.order.invoiceNumber && seen.order.invoicedAt
      ? { found: seen, issued: { number: seen.order.invoiceNumber, issuedAt: seen.order.invoicedAt } }
      : await db.transaction(async (tx) => {
          const locked = invoicedFor(await lockOrderWithCustomer(tx, orderId), viewer);
          return { found: locked, issued: await ensureInvoiceNumber(tx, locked.order) };
        });
  const { order } = found;
  const lines = await invoiceLines(db, order.id);
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
    lines: lines.map((l) => ({ name: l.name, amountCents: l.priceCents })),
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    taxCents: order.taxCents,
    tax: { country: order.taxCountry, ratePercent: order.taxRateBp / 100, included: order.pricesIncludeTax },
    totalCents: order.totalCents,
  };
}

/**
 * Numbers every paid order that has none, in order of completion, in the caller's transaction:
 * the seed's demo orders, or orders completed before invoices existed (`invoicesSeeder`).
 */
export async function backfillInvoiceNumbers(tx: Tx): Promise<number> {
  const pending = await unnumberedInvoicedOrders(tx);
  for (const { id } of pending) {
    const order = await lockOrder(tx, id);
    if (order) await ensureInvoiceNumber(tx, order);
  }
  return pending.length;
}
