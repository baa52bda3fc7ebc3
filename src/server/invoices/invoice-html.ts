import { createHash } from 'node:crypto';
import { escapeHtml as e } from '../platform/html-escape.ts';
import type { InvoiceDocument } from './invoice.service.ts';
import { documentWords, invoiceTexts, taxRowLabel } from './invoice-text.ts';

/** The page's one script (the Print button); the page's CSP allows exactly it, by hash. */
const PRINT_SCRIPT = "document.getElementById('print').addEventListener('click',function(){window.print()})";
const PRINT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(PRINT_SCRIPT).digest('base64')}'`;

const STYLE = `
:root{color-scheme:light dark;--fg:#111;--muted:#555;--line:#d4d4d8;--bg:#fff;--card:#fafafa}
@media (prefers-color-scheme:dark){:root{--fg:#f4f4f5;--muted:#a1a1aa;--line:#3f3f46;--bg:#09090b;--card:#18181b}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans SC","PingFang SC","Microsoft YaHei",sans-serif}
main{max-width:52rem;margin:0 auto;padding:2rem 1.25rem}
header{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:flex-start;gap:1rem;margin-bottom:2rem}
h1{font-size:2rem;margin:0 0 .5rem}
dl.meta{display:grid;grid-template-columns:auto 1fr;gap:.15rem 1rem;margin:0}
dl.meta dt{color:var(--muted)}dl.meta dd{margin:0;font-variant-numeric:tabular-nums}
.parties{display:grid;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr));gap:1.5rem;margin-bottom:2rem}
.parties section{background:var(--card);border:1px solid var(--line);border-radius:.5rem;padding:1rem}
h2{font-size:.8rem;text-transform:uppercase;letter-spacing:.05em;color:var(--muted);margin:0 0 .5rem}
address{font-style:normal;white-space:pre-line;overflow-wrap:anywhere}
table{width:100%;border-collapse:collapse}
th,td{padding:.5rem 0;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}
th{color:var(--muted);font-weight:600}
.num{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums;padding-left:1rem}
tfoot td{border-bottom:none}tfoot .total td{font-weight:700;font-size:1.1rem;border-top:2px solid var(--fg)}
.note{color:var(--muted);margin-top:2rem;font-size:.85rem}
button{font:inherit;padding:.5rem 1rem;border-radius:.375rem;border:1px solid var(--line);background:var(--card);color:var(--fg);cursor:pointer;min-height:2.75rem}
@media print{:root{--fg:#000;--muted:#444;--line:#bbb;--bg:#fff;--card:#fff}button{display:none}main{padding:0;max-width:none}@page{size:A4;margin:18mm}}
`;

/** The Content-Security-Policy of the printable page: its own style and the Print button's script, nothing else. */
export const INVOICE_HTML_CSP = `default-src 'none'; style-src 'unsafe-inline'; script-src ${PRINT_SCRIPT_HASH}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/** The invoice as a printable HTML page (server-rendered, print CSS), in the order's language. */
export function renderInvoiceHtml(invoice: InvoiceDocument): string {
  const { lang, t, money, date } = invoiceTexts(invoice.language);
  const amount = (cents: number) => e(money(cents, invoice.currency));
  const { seller, buyer } = invoice;
  const sellerBlock = [seller.name, ...seller.addressLines, `${t('document.taxId')}: ${seller.taxId}`];
  const buyerBlock = [
    buyer.companyName,
    buyer.name,
    buyer.email,
    buyer.vatId ? `${t('document.vatId')}: ${buyer.vatId}` : null,
  ].filter((line): line is string => Boolean(line));
  const words = documentWords(invoice, { t }, date);
  const title = `${words.title} ${invoice.number}`;
  const rows = invoice.lines
    .map((line) => `<tr><td>${e(line.name)}</td><td class="num">${amount(line.amountCents)}</td></tr>`)
    .join('');
  return `<!doctype html>
<html lang="${e(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<header>
<div>
<h1>${e(words.title)}</h1>
<dl class="meta">
<dt>${e(words.number)}</dt><dd data-testid="invoice-number">${e(invoice.number)}</dd>
<dt>${e(words.date)}</dt><dd>${e(date(invoice.issuedAt))}</dd>
${words.extra.map(([label, value]) => `<dt>${e(label)}</dt><dd>${e(value)}</dd>`).join('')}
<dt>${e(t('document.orderNumber'))}</dt><dd>#${invoice.orderId}</dd>
<dt>${e(t('document.currency'))}</dt><dd>${e(invoice.currency)}</dd>
</dl>
</div>
<button type="button" id="print">${e(t('document.print'))}</button>
</header>
<div class="parties">
<section><h2>${e(t('document.seller'))}</h2><address>${sellerBlock.map(e).join('\n')}</address></section>
<section><h2>${e(t('document.buyer'))}</h2><address>${buyerBlock.map(e).join('\n')}</address></section>
</div>
<table>
<thead><tr><th>${e(t('document.item'))}</th><th class="num">${e(t('document.amount'))}</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot>
<tr><td class="num">${e(t('document.subtotal'))}</td><td class="num">${amount(invoice.subtotalCents)}</td></tr>
${invoice.discountCents > 0 ? `<tr><td class="num">${e(t('document.discount'))}</td><td class="num">−${amount(invoice.discountCents)}</td></tr>` : ''}
<tr><td class="num" data-testid="invoice-tax-label">${e(taxRowLabel(invoice, { t, lang }))}</td><td class="num">${amount(invoice.taxCents)}</td></tr>
<tr class="total"><td class="num">${e(t('document.total'))} (${e(invoice.currency)})</td><td class="num" data-testid="invoice-total">${amount(invoice.totalCents)}</td></tr>
</tfoot>
</table>
<p class="note">${e(words.note)}<br>${e(t('document.licenceNote'))}</p>
</main>
<script>${PRINT_SCRIPT}</script>
</body>
</html>
`;
}
