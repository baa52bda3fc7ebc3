import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../auth/auth.schema.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { referrals } from './affiliates.schema.ts';
import { createAffiliate } from './affiliates.test-helpers.ts';

// Attribution through the accounts domain's real sign-up: the form's code, else the `ref`
// cookie that `?ref=` set on an earlier page view.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
async function signUp(client: ApiClient, referralCode?: string) {
  const email = `signup-${Date.now().toString(36)}-${n++}@example.com`;
  const res = await client.post('/_api/auth/register_with_password', {
    email,
    password: 'long-enough-1',
    displayName: 'New Trader',
    ...(referralCode !== undefined ? { referralCode } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [user] = await t.app.db.select().from(users).where(eq(users.email, email));
  const [referral] = await t.app.db.select().from(referrals).where(eq(referrals.referredUserId, user!.id));
  return referral;
}

describe('attribution at sign-up', () => {
  it('takes the code typed into the register form', async () => {
    const affiliate = await createAffiliate(t.app);
    expect(await signUp(new ApiClient(t.app, '10.9.0.1'), affiliate.code.toLowerCase())).toMatchObject({
      affiliateId: affiliate.id,
      status: 'pending',
    });
  });

  it('falls back to the ref cookie set by ?ref= (last click wins); the form code beats the cookie', async () => {
    const first = await createAffiliate(t.app);
    const second = await createAffiliate(t.app);
    const visitor = new ApiClient(t.app, '10.9.0.2');
    await visitor.get(`/?ref=${first.code}`);
    await visitor.get(`/pricing?ref=${second.code}`);
    expect(await signUp(visitor)).toMatchObject({ affiliateId: second.id });

    const other = new ApiClient(t.app, '10.9.0.3');
    await other.get(`/?ref=${first.code}`);
    expect(await signUp(other, second.code)).toMatchObject({ affiliateId: second.id });
    expect(await signUp(other, '')).toMatchObject({ affiliateId: first.id }); // an empty form field uses the cookie
  });

  it('an unknown code, or a banned affiliate’s cookie, still creates the account without a referral', async () => {
    const banned = await createAffiliate(t.app, { status: 'banned' });
    const visitor = new ApiClient(t.app, '10.9.0.4');
    expect(await signUp(visitor, 'NOSUCHCODE')).toBeUndefined();
    visitor.setCookie('ref', banned.code); // set before the ban, as a returning visitor would have it
    expect(await signUp(visitor)).toBeUndefined();
  });
});
