import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ApiClient, type ErrorBody, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';

// What a person is told when a request is refused: the field, what is wrong, in words (never
// zod's "Too small: expected number to be >0"), and a 400 rather than a crash for values the
// database cannot hold.

let t: TestApp;
let admin: ApiClient;
let user: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInClient(t.app, 'admin')).client;
  user = (await signedInClient(t.app, 'user')).client;
});
afterAll(async () => t?.close());

const indicator = {
  name: 'Indicator',
  description: 'A long enough description',
  price: 19.99,
  isActive: true,
  features: null,
  categoryIds: [1],
};

describe('paging and ids', () => {
  it.each([
    ['/_api/blog/posts?page=abc', 'Page must be a whole number of 1 or more.', 'page'],
    ['/_api/blog/posts?page=0', 'Page must be a whole number of 1 or more.', 'page'],
    ['/_api/blog/posts?page=1.5', 'Page must be a whole number of 1 or more.', 'page'],
    ['/_api/blog/posts?limit=0', 'Limit must be a whole number from 1 to 50.', 'limit'],
    ['/_api/blog/posts?limit=x', 'Limit must be a whole number from 1 to 50.', 'limit'],
    ['/_api/suggestions?page=-1', 'Page must be a whole number of 1 or more.', 'page'],
    ['/_api/blog/posts?page=100001', 'Page must be 100,000 or less.', 'page'],
  ])('GET %s → "%s"', async (url, message, field) => {
    const res = await user.get(url);
    expect(res).toMatchObject({ status: 400, body: { error: message, details: { [field]: message } } });
  });

  it('refers to referrals paging in words', async () => {
    const affiliate = (await signedInClient(t.app, 'user')).client;
    await affiliate.post('/_api/affiliate/register', {});
    expect(await affiliate.get('/_api/affiliate/referrals?page=0')).toMatchObject({
      status: 400,
      body: { error: 'Page must be a whole number of 1 or more.' },
    });
    expect(await affiliate.get('/_api/affiliate/referrals?pageSize=500')).toMatchObject({
      status: 400,
      body: { error: 'Page size must be a whole number from 1 to 100.' },
    });
  });

  it('an indicator update without an id says the id is required', async () => {
    expect(await admin.post('/_api/admin/indicators/update', indicator)).toMatchObject({
      status: 400,
      body: { error: 'Id is required.', details: { id: 'Id is required.' } },
    });
  });

  it.each([
    ['/_api/admin/indicators/update', { id: 2 ** 31, ...indicator }],
    ['/_api/admin/indicators/delete', { id: 2 ** 31 }],
    ['/_api/admin/blog/posts/delete', { id: 2 ** 53 }],
    ['/_api/admin/orders/refund', { id: 2 ** 31 }],
    ['/_api/admin/support/messages/status', { id: 2 ** 31, status: 'closed' }],
  ])('%s refuses an id beyond the database integer (400, not 500)', async (url, body) => {
    const res = await admin.post(url, body);
    expect(res).toMatchObject({ status: 400, body: { error: 'Id must be a whole number from 1 to 2147483647.' } });
  });

  it('refuses ids in lists and queries too', async () => {
    expect(await admin.post('/_api/admin/suggestions/bulk', { ids: [1, 2 ** 31], action: 'approve' })).toMatchObject({
      status: 400,
      body: { details: { 'ids.1': 'Suggestion id must be a whole number from 1 to 2147483647.' } },
    });
    expect(await admin.get('/_api/admin/order?id=2147483648')).toMatchObject({
      status: 400,
      body: { error: 'Id must be a whole number from 1 to 2147483647.' },
    });
    expect((await admin.get('/_api/admin/order?id=2147483647')).status).toBe(404);
  });
});

describe('money has at most two decimals', () => {
  it('refuses a price of 19.999 instead of storing 20', async () => {
    const res = await admin.post('/_api/admin/indicators', { ...indicator, price: 19.999 });
    expect(res).toMatchObject({
      status: 400,
      body: {
        error: 'Price can have at most two decimals.',
        details: { price: 'Price can have at most two decimals.' },
      },
    });
    expect(
      (await admin.post<ErrorBody>('/_api/admin/indicators/update', { id: 1, ...indicator, price: 0.105 })).body
        .details,
    ).toEqual({ price: 'Price can have at most two decimals.' });
  });
});

describe('hostile shapes', () => {
  it('a NUL character is refused with words, anonymous or not', async () => {
    const visitor = new ApiClient(t.app, '10.9.9.9');
    for (const res of [
      await visitor.get('/_api/blog/posts?query=%00'),
      await visitor.get('/_api/blog/post?slug=a%00b'),
      await visitor.post('/_api/licences/validate', { key: 'ABCDE\u0000', machineId: 'm' }),
      await visitor.post('/_api/support', {
        name: 'Ann',
        email: 'ann@example.com',
        subject: 'Hi\u0000',
        message: 'Hello',
      }),
    ]) {
      expect(res).toMatchObject({ status: 400, body: { error: 'Text cannot contain the NUL character.' } });
    }
  });

  it('the blog preview refuses Markdown nested 99,999 deep', async () => {
    for (const content of ['>'.repeat(99_999), '- '.repeat(49_999), '1. '.repeat(33_000)]) {
      const res = await admin.post('/_api/admin/blog/preview', { contentFormat: 'markdown', content });
      expect(res).toMatchObject({
        status: 400,
        body: { error: 'Content is nested too deeply: use fewer levels of quotes or lists.' },
      });
    }
    expect(
      await admin.post('/_api/admin/blog/preview', { contentFormat: 'markdown', content: '> > quoted\n\n- a\n  - b' }),
    ).toMatchObject({ status: 200 });
  });

  it('payout details are a PayPal e-mail, not any JSON', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const raw = (payoutDetails: string) =>
      user.request({
        method: 'POST',
        url: '/_api/affiliate/payout',
        payload: `{"amount":60,"payoutMethod":"paypal","payoutDetails":${payoutDetails}}`,
        headers: { 'content-type': 'application/json', origin: 'http://shop.test' },
      });
    expect(await raw(deep)).toMatchObject({ status: 400, body: { error: 'The request is nested too deeply.' } });
    const manyKeys = JSON.stringify(Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`k${i}`, i])));
    expect(await raw(manyKeys)).toMatchObject({
      status: 400,
      body: { error: 'Payout details can only hold paypalEmail.' },
    });
  });
});
