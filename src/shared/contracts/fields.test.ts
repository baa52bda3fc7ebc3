import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabel, hasAtMostTwoDecimals, idField, pageField, pageSizeField } from './fields.ts';

const firstMessage = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

describe('shared field rules', () => {
  it('ids fit the database integer', () => {
    expect(idField().safeParse(2_147_483_647).success).toBe(true);
    expect(firstMessage(idField(), 2 ** 31)).toBe('Id must be a whole number from 1 to 2147483647.');
    expect(firstMessage(idField('Suggestion id'), undefined)).toBe('Suggestion id is required.');
    expect(firstMessage(idField('indicatorId', 'indicatorId must be a positive integer.'), undefined)).toBe(
      'indicatorId must be a positive integer.',
    );
  });

  it('paging says what a page and a page size may be', () => {
    expect(firstMessage(pageField(), 'abc')).toBe('Page must be a whole number of 1 or more.');
    expect(firstMessage(pageField(), '0')).toBe('Page must be a whole number of 1 or more.');
    expect(pageField().parse(undefined)).toBe(1);
    expect(firstMessage(pageSizeField(10, 100, 'Page size'), '101')).toBe(
      'Page size must be a whole number from 1 to 100.',
    );
  });

  it('money has at most two decimals, float noise forgiven', () => {
    expect(hasAtMostTwoDecimals(19.99)).toBe(true);
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(true);
    expect(hasAtMostTwoDecimals(19.999)).toBe(false);
    expect(hasAtMostTwoDecimals(50.005)).toBe(false);
  });

  it('rules without a message of their own still speak to people', () => {
    const schema = z.strictObject({
      pageSize: z.number().min(1),
      name: z.string().min(3).max(5),
      status: z.enum(['open', 'closed']),
      when: z.iso.datetime(),
    });
    const messages = schema
      .safeParse({ pageSize: 0, name: 'ab', status: 'x', when: 'soon', extra: 1 })
      .error?.issues.map((i) => i.message);
    expect(messages).toEqual([
      'Page size must be 1 or more.',
      'Name must be at least 3 characters long.',
      'Status must be one of: "open", "closed".',
      'When must be a valid date and time.',
      '"extra" is not a field of this request.',
    ]);
    expect(firstMessage(z.object({ amount: z.number() }), { amount: 'x' })).toBe('Amount must be a number.');
    expect(firstMessage(z.object({ amount: z.number() }), {})).toBe('Amount is required.');
    expect(fieldLabel(['payoutDetails', 'paypalEmail'])).toBe('Paypal email');
  });
});
