import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldCodeOf } from '../error-codes.ts';
import { endpointUrl } from './endpoint.ts';
import { listSupportMessages, sendSupportMessage } from './support.endpoints.ts';
import { SendSupportMessageInput } from './support.ts';

describe('endpointUrl', () => {
  it('is the path for a POST, whatever the input', () => {
    expect(endpointUrl(sendSupportMessage, { name: 'x' })).toBe('/_api/support');
  });

  it('adds a GET input as a query string, leaving out empty values and page 1', () => {
    expect(endpointUrl(listSupportMessages, {})).toBe('/_api/admin/support/messages');
    expect(endpointUrl(listSupportMessages, { page: 1, query: '', status: 'open' })).toBe(
      '/_api/admin/support/messages?status=open',
    );
    expect(endpointUrl(listSupportMessages, { page: 2, query: 'a&b' })).toBe(
      '/_api/admin/support/messages?page=2&query=a%26b',
    );
  });
});

describe('fieldCodeOf', () => {
  const codes = (input: unknown) => {
    const result = SendSupportMessageInput.safeParse(input);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.') || '_', fieldCodeOf(issue)]));
  };

  it('gives the same code for a missing and a blank required field', () => {
    expect(codes({ name: '  ', subject: 'x', message: 'x' })).toEqual({ name: 'required', email: 'required' });
  });

  it('tells a bad e-mail, a long text and an unknown field apart', () => {
    expect(codes({ name: 'x'.repeat(101), email: 'nope', subject: 'x', message: 'x', admin: true })).toEqual({
      name: 'too_long',
      email: 'invalid_email',
      _: 'unknown_field',
    });
  });

  it('reads minimums above one as too short', () => {
    const issue = z.string().min(3).safeParse('ab').error!.issues[0]!;
    expect(fieldCodeOf(issue)).toBe('too_short');
  });
});

describe('support declarations', () => {
  it('load the schemas they name', async () => {
    const schemas = await sendSupportMessage.schemas();
    expect(schemas.body).toBe(SendSupportMessageInput);
  });
});
