import FileDown from 'lucide-react/icons/file-down';
import Printer from 'lucide-react/icons/printer';
import { useTranslation } from '#client/lib/use-translation.ts';
import { endpointUrl } from '#shared/contracts/endpoint.ts';
import { getCreditNote, getInvoice } from '#shared/contracts/invoices.endpoints.ts';
import { buttonVariants } from './ui/button.tsx';

/**
 * An order's invoice: the PDF as a download and the printable page in a new tab.
 * Plain links, so they work without JavaScript; used on /orders and the admin's order page
 * (the route's `handle.i18n` must include `invoices`).
 */
export function InvoiceLinks({ orderId, invoiceNumber }: { orderId: number; invoiceNumber: string }) {
  const { t } = useTranslation('invoices');
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="invoice-links">
      <span className="text-sm text-muted-foreground">{t('links.number', { number: invoiceNumber })}</span>
      <a
        href={endpointUrl(getInvoice, { orderId })}
        download={`invoice-${invoiceNumber}.pdf`}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
        data-testid="invoice-pdf"
      >
        <FileDown aria-hidden />
        {t('links.pdf')}
      </a>
      <a
        href={endpointUrl(getInvoice, { orderId, format: 'html' })}
        target="_blank"
        rel="noopener"
        className={buttonVariants({ variant: 'ghost', size: 'sm' })}
        data-testid="invoice-html"
      >
        <Printer aria-hidden />
        {t('links.html')}
      </a>
    </div>
  );
}

/**
 * A refund's credit note: its PDF, beside the order's invoice on the admin's order page
 * and on the customer's /orders (there with the amount it gives back, `amount` formatted).
 */
export function CreditNoteLink({ refundId, number, amount }: { refundId: number; number: string; amount?: string }) {
  const { t } = useTranslation('invoices');
  return (
    <a
      href={endpointUrl(getCreditNote, { refundId })}
      download={`credit-note-${number}.pdf`}
      className={buttonVariants({ variant: 'outline', size: 'sm' })}
      data-testid="credit-note-pdf"
    >
      <FileDown aria-hidden />
      {amount ? t('links.creditNoteAmount', { number, amount }) : t('links.creditNote', { number })}
    </a>
  );
}
