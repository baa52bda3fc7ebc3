// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderDto } from '#shared/contracts/store.ts';
import common from '#client/locales/en/common.json';
import invoices from '#client/locales/en/invoices.json';
import store from '#client/locales/en/store.json';
import { OrderCard } from './order-card.tsx';

afterEach(cleanup);

const i18n = i18next.createInstance();
await i18n
  .use(initReactI18next)
  .init({ lng: 'en', resources: { en: { common, invoices, store } }, defaultNS: 'common', showSupportNotice: false });

// $250.80 paid, $108.90 then $33.33 refunded: two credit notes.
const order: OrderDto = {
  id: 41,
  createdAt: '2026-11-02T10:00:00.000Z',
  status: 'partially_refunded',
  subtotalAmount: 228,
  discountAmount: 0,
  discountCode: null,
  taxAmount: 22.8,
  totalAmount: 250.8,
  invoiceNumber: '2026-000041',
  refundedAmount: 142.23,
  creditNotes: [
    { refundId: 7, number: 'CN-2026-000003', amount: 108.9, issuedAt: '2026-11-03T10:00:00.000Z' },
    { refundId: 9, number: 'CN-2026-000005', amount: 33.33, issuedAt: '2026-11-04T10:00:00.000Z' },
  ],
  items: [],
};

function renderCard(value: OrderDto) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <OrderCard order={value} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('OrderCard credit notes', () => {
  it("links each refund's credit note PDF with what it gave back, beside the invoice", () => {
    renderCard(order);
    const links = within(screen.getByTestId('credit-notes')).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('download')])).toEqual([
      [
        'Credit note CN-2026-000003 ($108.90 refunded)',
        '/_api/orders/credit-note?refundId=7',
        'credit-note-CN-2026-000003.pdf',
      ],
      [
        'Credit note CN-2026-000005 ($33.33 refunded)',
        '/_api/orders/credit-note?refundId=9',
        'credit-note-CN-2026-000005.pdf',
      ],
    ]);
    expect(screen.getByTestId('invoice-links').textContent).toContain('Invoice 2026-000041');
  });

  it('shows no credit notes for an order nothing went back on', () => {
    renderCard({ ...order, status: 'completed', refundedAmount: 0, creditNotes: [] });
    expect(screen.queryByTestId('credit-notes')).toBeNull();
    expect(screen.getByTestId('invoice-links').textContent).toContain('Invoice 2026-000041');
  });
});
