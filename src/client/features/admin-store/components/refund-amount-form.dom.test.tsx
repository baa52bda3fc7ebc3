// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '#shared/contracts/admin-orders.ts';
import adminStore from '#client/locales/en/admin-store.json';
import common from '#client/locales/en/common.json';
import { RefundAmountForm } from './refund-amount-form.tsx';

afterEach(cleanup);

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { common, 'admin-store': adminStore } },
  defaultNS: 'common',
  showSupportNotice: false,
});

// $250.80 paid, $108.90 refunded: $141.90 remains.
const order = {
  id: 41,
  customer: { email: 'trader@example.com' },
  refundableAmount: 141.9,
} as AdminOrderDetail;

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RefundAmountForm order={order} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return userEvent.setup();
}

describe('RefundAmountForm', () => {
  it('says what is wrong with the amount before anything is sent', async () => {
    const user = renderForm();
    const input = screen.getByLabelText('Refund an amount');
    expect(screen.getByText('Up to $141.90, without choosing items: the licence keys stay active.')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Refund amount' });
    await user.click(submit);
    expect(screen.getByText('Enter the amount to refund.')).toBeTruthy();
    await user.type(input, '141.91');
    await user.click(submit);
    expect(screen.getByText('At most $141.90 remains to be refunded on this order.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.clear(input);
    await user.type(input, '1.234');
    await user.click(submit);
    expect(screen.getByText('The amount can have at most two decimals.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks to confirm the amount; the whole remainder says the keys stop working', async () => {
    const user = renderForm();
    const input = screen.getByLabelText('Refund an amount');
    await user.type(input, '33.33');
    await user.click(screen.getByRole('button', { name: 'Refund amount' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Refund $33.33 of order #41?' });
    expect(dialog.textContent).toContain('The licence keys stay active.');
    expect(screen.getByRole('button', { name: 'Refund $33.33' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.clear(input);
    await user.type(input, '141.9');
    await user.click(screen.getByRole('button', { name: 'Refund amount' }));
    const whole = await screen.findByRole('alertdialog', { name: 'Refund $141.90 of order #41?' });
    expect(whole.textContent).toContain('the remaining licence keys stop working');
  });
});
