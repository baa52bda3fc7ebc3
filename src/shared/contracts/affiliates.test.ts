import { describe, expect, it } from 'vitest';
import { AffiliateJoinFormSchema, BulkEditFormSchema, payoutFormSchema } from './affiliates.ts';

const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('payout form (SPEC §5 client messages)', () => {
  const form = payoutFormSchema(120);
  it.each([
    [{ amount: '', payoutMethod: 'paypal', paypalEmail: 'me@example.com' }, { amount: 'Amount is required.' }],
    [
      { amount: '49.99', payoutMethod: 'paypal', paypalEmail: 'me@example.com' },
      { amount: 'Please enter a valid amount. Minimum payout is $50.' },
    ],
    [
      { amount: 'abc', payoutMethod: 'paypal', paypalEmail: 'me@example.com' },
      { amount: 'Please enter a valid amount. Minimum payout is $50.' },
    ],
    [
      { amount: '50.555', payoutMethod: 'paypal', paypalEmail: 'me@example.com' },
      { amount: 'Amount can have at most two decimals.' },
    ],
    [
      { amount: '49.999', payoutMethod: 'paypal', paypalEmail: 'me@example.com' },
      { amount: 'Amount can have at most two decimals.' },
    ],
    [
      { amount: '120.01', payoutMethod: 'paypal', paypalEmail: 'me@example.com' },
      { amount: 'Amount cannot exceed your current balance.' },
    ],
    [{ amount: '50', payoutMethod: '', paypalEmail: '' }, { payoutMethod: 'Please select a payout method.' }],
    [
      { amount: '50', payoutMethod: 'paypal', paypalEmail: 'nope' },
      { paypalEmail: 'A valid PayPal email is required.' },
    ],
  ])('%j → %j', (input, expected) => {
    expect(messages(form.safeParse(input))).toEqual(expected);
  });

  it('accepts the whole balance with a PayPal e-mail', () => {
    expect(form.safeParse({ amount: '120', payoutMethod: 'paypal', paypalEmail: ' me@example.com ' }).success).toBe(
      true,
    );
  });
});

describe('join and bulk edit forms', () => {
  it('requires the terms box', () => {
    expect(messages(AffiliateJoinFormSchema.safeParse({ acceptTerms: false }))).toEqual({
      acceptTerms: 'You must agree to the terms and conditions.',
    });
    expect(AffiliateJoinFormSchema.safeParse({ acceptTerms: true }).success).toBe(true);
  });

  it('needs one changed field and a rate between 0 and 100', () => {
    expect(messages(BulkEditFormSchema.safeParse({ status: '', commissionRate: '' }))).toEqual({
      root: 'At least one field must be changed.',
    });
    expect(messages(BulkEditFormSchema.safeParse({ status: '', commissionRate: '100.5' }))).toEqual({
      commissionRate: 'Must be a number between 0 and 100',
    });
    expect(messages(BulkEditFormSchema.safeParse({ status: '', commissionRate: 'x' }))).toEqual({
      commissionRate: 'Must be a number between 0 and 100',
    });
    expect(BulkEditFormSchema.safeParse({ status: 'banned', commissionRate: '' }).success).toBe(true);
    expect(BulkEditFormSchema.safeParse({ status: '', commissionRate: '0' }).success).toBe(true);
  });
});
