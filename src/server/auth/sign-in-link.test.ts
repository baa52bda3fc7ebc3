import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  lockAccountForTest,
  loginWithPassword,
  registerWithPassword,
  requestSignInLink,
  signInWithLink,
} from '#shared/contracts/auth.endpoints.ts';
import { mailOutbox } from '../platform/mail/outbox.schema.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { sessionUser } from './auth-test-calls.ts';
import { oneTimeTokens } from './auth.schema.ts';
import { SIGN_IN_LINK_KIND, SIGN_IN_LINK_TTL_MS } from './sign-in-link.service.ts';

// Failures from rotating addresses lock an account for unknown devices, the
// owner's new browser too. While the lock holds, the 429 says a sign-in link can be e-mailed to
// the owner; the link works once, within 15 minutes, and does not go through the failure count.

let t: TestApp;
let ip = 0;
const from = () => new ApiClient(t.app, `10.66.${Math.floor(++ip / 250)}.${ip % 250}`);
const password = 'owner-password-1';

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '3', SITE_NAME: 'NovaTick' });
});
afterAll(() => t.close());

async function account() {
  const email = `owner-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await from().call(registerWithPassword, { email, password, displayName: 'Olivia Owner' });
  return email;
}

/** Wrong passwords from five addresses, three each: the account's count (3 × 5) is full. */
async function lockOut(email: string) {
  for (let a = 0; a < 5; a++) {
    const attacker = from();
    for (let i = 0; i < 3; i++) await attacker.call(loginWithPassword, { email, password: `guess-${a}-${i}` });
  }
}

const linkMails = (to: string) =>
  t.app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, SIGN_IN_LINK_KIND)))
    .orderBy(desc(mailOutbox.id));

async function mailedToken(to: string, count = 1) {
  await vi.waitFor(async () => expect(await linkMails(to)).toHaveLength(count));
  const [mail] = await linkMails(to);
  return /sign-in-link\?token=([\w-]+)/.exec(mail!.text)![1]!;
}

describe('sign-in link while the account is locked', () => {
  it('says so in the 429, e-mails the owner a link that signs in once and makes the browser known', async () => {
    const email = await account();
    await lockOut(email);
    const newBrowser = from();
    const refused = await newBrowser.call(loginWithPassword, { email, password });
    expect(refused).toMatchObject({
      status: 429,
      body: {
        code: 'login_account_locked',
        error:
          'Too many failed sign-ins for this account from other addresses. Its owner can get a sign-in link by e-mail: it works once, within 15 minutes.',
      },
    });

    expect(await newBrowser.call(requestSignInLink, { email })).toMatchObject({ status: 200, body: { success: true } });
    const token = await mailedToken(email);
    const [mail] = await linkMails(email);
    expect(mail!.subject).toBe('Your NovaTick sign-in link');
    expect(mail!.text).toContain('within 15 minutes');
    expect(mail!.text).toContain('&lang=en');

    const signedIn = await newBrowser.call(signInWithLink, { token });
    expect(signedIn).toMatchObject({ status: 200, body: { user: { email } } });
    expect((await sessionUser(newBrowser))?.email).toBe(email);
    // The browser is a known device now: its password sign-in gets past the account's lock.
    expect(newBrowser.cookie('known_device')).toBeTruthy();
    expect((await newBrowser.call(loginWithPassword, { email, password })).status).toBe(200);
    expect((await from().call(loginWithPassword, { email, password })).status).toBe(429);

    // Single use.
    expect(await from().call(signInWithLink, { token })).toMatchObject({
      status: 401,
      body: { code: 'sign_in_link_invalid' },
    });
  });

  it('sends nothing while the account is not locked, nor for an unknown address; same answer', async () => {
    const email = await account();
    expect(await from().call(requestSignInLink, { email })).toMatchObject({ status: 200, body: { success: true } });
    const ghost = 'ghost-owner@example.com';
    await lockOut(ghost);
    expect(await from().call(requestSignInLink, { email: ghost })).toMatchObject({ status: 200 });
    // A locked account's request goes out; by then the two before it would have too.
    const locked = await account();
    await lockOut(locked);
    await from().call(requestSignInLink, { email: locked });
    await mailedToken(locked);
    expect(await linkMails(email)).toHaveLength(0);
    expect(await linkMails(ghost)).toHaveLength(0);
  });

  it('refuses a link after 15 minutes, and a newer link ends the older one', async () => {
    const email = await account();
    await lockOut(email);
    await from().call(requestSignInLink, { email });
    const first = await mailedToken(email);
    await from().call(requestSignInLink, { email });
    const second = await mailedToken(email, 2);
    expect(await from().call(signInWithLink, { token: first })).toMatchObject({ status: 401 });

    await t.app.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(oneTimeTokens.purpose, 'sign_in_link'));
    expect(await from().call(signInWithLink, { token: second })).toMatchObject({
      status: 401,
      body: { code: 'sign_in_link_invalid' },
    });
    expect(SIGN_IN_LINK_TTL_MS).toBe(15 * 60 * 1000);
  });
});

describe("the e2e server's account lock (test only)", () => {
  it("fills the account's failure count with E2E_TEST_CLOCK, and is not there without it", async () => {
    const e2e = await createTestApp({ AUTH_RATE_LIMIT: '3', E2E_TEST_CLOCK: 'true' });
    try {
      const email = `owner-${Math.random().toString(36).slice(2, 8)}@example.com`;
      const owner = new ApiClient(e2e.app, '10.67.0.1');
      await owner.call(registerWithPassword, { email, password, displayName: 'Olivia Owner' });
      expect((await owner.call(lockAccountForTest, { email })).status).toBe(200);
      const refused = await new ApiClient(e2e.app, '10.67.0.2').call(loginWithPassword, { email, password });
      expect(refused).toMatchObject({ status: 429, body: { code: 'login_account_locked' } });
    } finally {
      await e2e.close();
    }
    expect((await from().post('/_api/test/account-lock', { email: 'someone@example.com' })).status).toBe(404);
  });
});
