import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import type { InvoiceDocument } from './invoice.service.ts';
import { documentWords, invoiceTexts, taxRowLabel } from './invoice-text.ts';

/**
 * Noto Sans Hans (SIL OFL) from `@embedpdf/fonts-sc`, for text the PDF standard fonts cannot
 * show (Chinese; any name outside Latin-1). pdfkit embeds only the glyphs used.
 * See docs/decisions/invoices.md.
 */
const CJK_FONTS = join(dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-sc')), '..', 'fonts');

/** Windows-1252, what pdfkit's built-in Helvetica can write; anything else needs the embedded font. */
const LATIN = /^[\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac\n]*$/;

function fontsFor(texts: string[]) {
  if (texts.every((text) => LATIN.test(text))) return { regular: 'Helvetica', bold: 'Helvetica-Bold' };
  return {
    regular: join(CJK_FONTS, 'NotoSansHans-Regular.otf'),
    bold: join(CJK_FONTS, 'NotoSansHans-Bold.otf'),
  };
}

const MARGIN = 56;
const MUTED = '#555555';

/** The invoice as an A4 PDF, in the order's language. */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const texts = invoiceTexts(invoice.language);
  const { t } = texts;
  // Intl puts U+202F (narrow no-break space) in French numbers and some dates; Helvetica has none.
  const narrowSpaceOut = (text: string) => text.replace(/\u202f/g, '\u00a0');
  const amount = (cents: number) => narrowSpaceOut(texts.money(cents, invoice.currency));
  const date = (at: Date) => narrowSpaceOut(texts.date(at));
  const { seller, buyer } = invoice;
  const buyerLines = [
    buyer.companyName,
    buyer.name,
    buyer.email,
    buyer.vatId ? `${t('document.vatId')}: ${buyer.vatId}` : null,
  ].filter((line): line is string => Boolean(line));
  const sellerLines = [seller.name, ...seller.addressLines, `${t('document.taxId')}: ${seller.taxId}`];
  const rows: Array<[string, string]> = invoice.lines.map((line) => [line.name, amount(line.amountCents)]);
  const totals: Array<[string, string]> = [
    [t('document.subtotal'), amount(invoice.subtotalCents)],
    ...(invoice.discountCents > 0
      ? ([[t('document.discount'), `−${amount(invoice.discountCents)}`]] as Array<[string, string]>)
      : []),
    [taxRowLabel(invoice, texts), amount(invoice.taxCents)],
  ];
  const total: [string, string] = [`${t('document.total')} (${invoice.currency})`, amount(invoice.totalCents)];
  const words = documentWords(invoice, texts, date);
  const paid = words.note;
  const meta: Array<[string, string]> = [
    [words.number, invoice.number],
    [words.date, date(invoice.issuedAt)],
    ...words.extra,
    [t('document.orderNumber'), `#${invoice.orderId}`],
    [t('document.currency'), invoice.currency],
  ];
  const fonts = fontsFor([
    words.title,
    ...buyerLines,
    ...sellerLines,
    ...rows.flat(),
    ...totals.flat(),
    ...total,
    ...meta.flat(),
    paid,
    t('document.licenceNote'),
  ]);

  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${words.title} ${invoice.number}`, Author: seller.name },
    lang: texts.lang,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const right = (text: string, x: number, y: number, w: number) => doc.text(text, x, y, { width: w, align: 'right' });

  doc.font(fonts.bold).fontSize(22).fillColor('#111111').text(words.title, MARGIN, MARGIN);
  doc.font(fonts.regular).fontSize(10);
  let y = MARGIN + 36;
  for (const [label, value] of meta) {
    doc.fillColor(MUTED).text(label, MARGIN, y, { width: 120 });
    doc.fillColor('#111111').text(value, MARGIN + 120, y, { width: 200 });
    y += 15;
  }

  y += 20;
  const column = width / 2;
  doc.font(fonts.bold).fontSize(10).fillColor(MUTED);
  doc.text(t('document.seller'), MARGIN, y, { width: column - 10 });
  doc.text(t('document.buyer'), MARGIN + column, y, { width: column });
  doc.font(fonts.regular).fillColor('#111111');
  const sellerTop = y + 16;
  doc.text(sellerLines.join('\n'), MARGIN, sellerTop, { width: column - 10 });
  const sellerBottom = doc.y;
  doc.text(buyerLines.join('\n'), MARGIN + column, sellerTop, { width: column });
  y = Math.max(sellerBottom, doc.y) + 28;

  const amountWidth = 120;
  doc.font(fonts.bold).fillColor(MUTED);
  doc.text(t('document.item'), MARGIN, y, { width: width - amountWidth });
  right(t('document.amount'), MARGIN + width - amountWidth, y, amountWidth);
  y += 16;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .strokeColor('#cccccc')
    .stroke();
  y += 8;
  doc.font(fonts.regular).fillColor('#111111');
  for (const [name, value] of rows) {
    doc.text(name, MARGIN, y, { width: width - amountWidth - 10 });
    const next = doc.y;
    right(value, MARGIN + width - amountWidth, y, amountWidth);
    y = Math.max(next, doc.y) + 6;
  }
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .strokeColor('#cccccc')
    .stroke();
  y += 10;
  const labelX = MARGIN + width - amountWidth - 180;
  for (const [label, value] of totals) {
    doc.fillColor(MUTED).text(label, labelX, y, { width: 170, align: 'right' });
    doc.fillColor('#111111');
    right(value, MARGIN + width - amountWidth, y, amountWidth);
    y += 16;
  }
  doc.font(fonts.bold).fontSize(12);
  doc.text(total[0], labelX - 60, y + 4, { width: 230, align: 'right' });
  right(total[1], MARGIN + width - amountWidth, y + 4, amountWidth);
  y += 40;

  doc.font(fonts.regular).fontSize(9).fillColor(MUTED);
  doc.text(paid, MARGIN, y, { width });
  doc.text(t('document.licenceNote'), MARGIN, doc.y + 4, { width });
  doc.end();
  return done;
}
