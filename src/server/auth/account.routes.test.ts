import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changePassword,
  deleteAccount,
  disconnectGoogle,
  getAccount,
  listAccountSessions,
  revokeOtherSessions,
  revokeSession,
  updateProfile,
} from '#shared/contracts/account.endpoints.ts';
import { loginWithPassword, registerWithPassword } from '#shared/contracts/auth.endpoints.ts';
import { listOrders } from '#shared/contracts/store.endpoints.ts';
import { oauthAccounts, sessions, users } from './auth.schema.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestUser, signedInClient } from '../testing/users.ts';

let t: TestApp;
let ipSeq = 0;
/** A fresh client per test, each from its own IP, so per-IP limits don't couple tests. */
const fresh = (app = t) => new ApiClient(app.app, `10.31.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`);
const uid = () => Math.random().toString(36).slice(2, 10);
const FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME_WIN =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A password account signed in from two browsers (a laptop with Firefox, a PC with Chrome). */
async function twoBrowsers(app = t, password = 'correct-horse-1') {
  const email = `acct-${uid()}@example.com`;
  const laptop = fresh(app);
  await laptop.ok(registerWithPassword, { email, password, displayName: 'Ana' }, { 'user-agent': FIREFOX });
  const pc = fresh(app);
  await pc.ok(loginWithPassword, { email, password }, { 'user-agent': CHROME_WIN });
  return { email, password, laptop, pc };
}

const signedIn = async (client: ApiClient) => (await client.call(listOrders, undefined)).status;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /_api/account', () => {
  it('answers the profile of a password account', async () => {
    const { email, laptop } = await twoBrowsers();
    const res = await laptop.call(getAccount, undefined);
    expect(res).toMatchObject({ status: 200 });
    expect(res.body).toEqual({ email, displayName: 'Ana', language: null, hasPassword: true, googleConnected: false });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('says when Google is connected and no password is set', async () => {
    const { client, user } = await signedInClient(t.app);
    await t.app.db.insert(oauthAccounts).values({ provider: 'google', subject: `sub-${uid()}`, userId: user.id });
    expect(await client.ok(getAccount, undefined)).toMatchObject({ hasPassword: false, googleConnected: true });
  });

  it('refuses anonymous callers', async () => {
    expect((await fresh().call(getAccount, undefined)).status).toBe(401);
  });
});

describe('POST /_api/account/profile', () => {
  it('stores the name and the preferred language', async () => {
    const { client, user } = await signedInClient(t.app);
    const res = await client.ok(updateProfile, { displayName: '  Zoë Trader ', language: 'pt-BR' });
    expect(res).toMatchObject({ displayName: 'Zoë Trader', language: 'pt-BR' });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ displayName: 'Zoë Trader', language: 'pt-BR' });
  });

  it('refuses an unknown language and an empty name', async () => {
    const { client } = await signedInClient(t.app);
    // @ts-expect-error an unsupported language on purpose
    const bad = await client.call(updateProfile, { displayName: 'Ann', language: 'it' });
    expect(bad).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    const empty = await client.call(updateProfile, { displayName: ' ', language: 'en' });
    expect(empty).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
  });
});

describe('POST /_api/account/password', () => {
  it('changes the password, keeps this session and signs out every other one', async () => {
    const { email, laptop, pc, password } = await twoBrowsers();
    const res = await laptop.call(changePassword, { currentPassword: password, newPassword: 'brand-new-pass-9' });
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    expect(await signedIn(laptop)).toBe(200);
    expect(await signedIn(pc)).toBe(401);
    expect((await fresh().call(loginWithPassword, { email, password })).status).toBe(401);
    expect((await fresh().call(loginWithPassword, { email, password: 'brand-new-pass-9' })).status).toBe(200);
  });

  it('refuses a wrong or missing current password and changes nothing', async () => {
    const { email, laptop, pc, password } = await twoBrowsers();
    const wrong = await laptop.call(changePassword, {
      currentPassword: 'not-it-at-all',
      newPassword: 'brand-new-pass-9',
    });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'current_password_wrong' } });
    const missing = await laptop.call(changePassword, { newPassword: 'brand-new-pass-9' });
    expect(missing).toMatchObject({ status: 400, body: { code: 'current_password_wrong' } });
    expect(await signedIn(pc)).toBe(200);
    expect((await fresh().call(loginWithPassword, { email, password })).status).toBe(200);
  });

  it('applies the password policy', async () => {
    const { email, laptop, password } = await twoBrowsers();
    const common = await laptop.call(changePassword, { currentPassword: password, newPassword: 'password123' });
    expect(common).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', fieldCodes: { newPassword: 'password_common' } },
    });
    const short = await laptop.call(changePassword, { currentPassword: password, newPassword: 'short' });
    expect(short).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    const same = await laptop.call(changePassword, { currentPassword: password, newPassword: email });
    expect(same).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
  });

  it('sets a first password on a Google-only account without a current one', async () => {
    const { client, user } = await signedInClient(t.app);
    const res = await client.call(changePassword, { newPassword: 'first-password-7' });
    expect(res).toMatchObject({ status: 200 });
    expect(await client.ok(getAccount, undefined)).toMatchObject({ hasPassword: true });
    expect((await fresh().call(loginWithPassword, { email: user.email, password: 'first-password-7' })).status).toBe(
      200,
    );
  });

  it('refuses anonymous callers before validation', async () => {
    const res = await fresh().call(changePassword, { newPassword: '' });
    expect(res).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
  });
});

describe('wrong current passwords are rate limited like sign-ins', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => limited.close());

  it('refuses with 429 after AUTH_RATE_LIMIT failures, even the right password', async () => {
    const { laptop, password } = await twoBrowsers(limited);
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push(
        (await laptop.call(changePassword, { currentPassword: `guess-${i}-x`, newPassword: 'brand-new-pass-9' }))
          .status,
      );
    expect(statuses).toEqual([400, 400, 400]);
    // A new minute's worth of requests from another IP of the same account is still refused.
    const elsewhere = fresh(limited);
    elsewhere.setCookie('session', laptop.cookie('session')!);
    const res = await elsewhere.call(changePassword, { currentPassword: password, newPassword: 'brand-new-pass-9' });
    expect(res).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
  });

  it('counts failures of every current-password route together (password change, then account deletion)', async () => {
    const { laptop, password } = await twoBrowsers(limited);
    for (let i = 0; i < 2; i++) {
      const res = await laptop.call(changePassword, {
        currentPassword: `guess-${i}-x`,
        newPassword: 'brand-new-pass-9',
      });
      expect(res.status).toBe(400);
    }
    const wrongDelete = await laptop.call(deleteAccount, { password: 'guess-delete-x' });
    expect(wrongDelete.status).toBe(400);
    // Three failures across two routes: both are refused now, even with the right password.
    expect(await laptop.call(deleteAccount, { password })).toMatchObject({
      status: 429,
      body: { code: 'rate_limited' },
    });
    const change = await laptop.call(changePassword, { currentPassword: password, newPassword: 'brand-new-pass-9' });
    expect(change).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
  });

  it('does not count right passwords', async () => {
    const { laptop, password } = await twoBrowsers(limited);
    let current = password;
    for (let i = 0; i < 3; i++) {
      const next = `rotated-password-${i}`;
      const res = await laptop.call(changePassword, { currentPassword: current, newPassword: next });
      expect(res.status).toBe(200);
      current = next;
    }
  });
});

describe('sessions', () => {
  it('lists each browser with its browser and system, marking the current one', async () => {
    const { laptop } = await twoBrowsers();
    const { sessions: list } = await laptop.ok(listAccountSessions, undefined);
    expect(list).toHaveLength(2);
    expect(list.find((s) => s.current)).toMatchObject({ browser: 'Firefox 133', os: 'macOS' });
    expect(list.find((s) => !s.current)).toMatchObject({ browser: 'Chrome 131', os: 'Windows' });
    for (const s of list) {
      expect(Date.parse(s.createdAt)).not.toBeNaN();
      expect(Date.parse(s.lastSeenAt)).not.toBeNaN();
    }
  });

  it('never shows the stored session id or the cookie token', async () => {
    const { laptop } = await twoBrowsers();
    const { sessions: list } = await laptop.ok(listAccountSessions, undefined);
    const stored = await t.app.db.select({ id: sessions.id }).from(sessions);
    const secrets = new Set([...stored.map((s) => s.id), laptop.cookie('session')]);
    for (const s of list) expect(secrets.has(s.id)).toBe(false);
  });

  it('signs out one other session: its cookie gets 401 at once', async () => {
    const { laptop, pc } = await twoBrowsers();
    const { sessions: list } = await laptop.ok(listAccountSessions, undefined);
    const other = list.find((s) => !s.current)!;
    expect(await laptop.ok(revokeSession, { id: other.id })).toEqual({ revoked: 1 });
    expect(await signedIn(pc)).toBe(401);
    expect(await signedIn(laptop)).toBe(200);
    expect((await laptop.ok(listAccountSessions, undefined)).sessions).toHaveLength(1);
    expect(await laptop.call(revokeSession, { id: other.id })).toMatchObject({
      status: 404,
      body: { code: 'session_not_found' },
    });
  });

  it('may sign out its own current session', async () => {
    const { laptop, pc } = await twoBrowsers();
    const { sessions: list } = await laptop.ok(listAccountSessions, undefined);
    await laptop.ok(revokeSession, { id: list.find((s) => s.current)!.id });
    expect(await signedIn(laptop)).toBe(401);
    expect(await signedIn(pc)).toBe(200);
  });

  it("answers 404 for someone else's session and leaves it alone", async () => {
    const ana = await twoBrowsers();
    const { client: bob } = await signedInClient(t.app);
    const { sessions: list } = await ana.laptop.ok(listAccountSessions, undefined);
    for (const s of list)
      expect(await bob.call(revokeSession, { id: s.id })).toMatchObject({
        status: 404,
        body: { code: 'session_not_found' },
      });
    expect(await signedIn(ana.laptop)).toBe(200);
    expect(await signedIn(ana.pc)).toBe(200);
  });

  it('signs out every other session', async () => {
    const { email, password, laptop, pc } = await twoBrowsers();
    const third = fresh();
    await third.ok(loginWithPassword, { email, password });
    expect(await laptop.ok(revokeOtherSessions, {})).toEqual({ revoked: 2 });
    expect(await signedIn(pc)).toBe(401);
    expect(await signedIn(third)).toBe(401);
    expect(await signedIn(laptop)).toBe(200);
    expect(await laptop.ok(revokeOtherSessions, {})).toEqual({ revoked: 0 });
  });

  it('does not touch other users', async () => {
    const ana = await twoBrowsers();
    const bob = await createTestUser(t.app);
    const { client: bobClient } = await signedInClient(t.app, bob);
    await ana.laptop.ok(revokeOtherSessions, {});
    expect(await signedIn(bobClient)).toBe(200);
  });

  it('refuses anonymous callers before validation', async () => {
    expect((await fresh().call(listAccountSessions, undefined)).status).toBe(401);
    expect((await fresh().call(revokeSession, { id: '' })).status).toBe(401);
    expect((await fresh().call(revokeOtherSessions, {})).status).toBe(401);
  });
});

describe('POST /_api/account/google/disconnect', () => {
  it('is refused while the account has no password, then allowed once one is set', async () => {
    const { client, user } = await signedInClient(t.app);
    await t.app.db.insert(oauthAccounts).values({ provider: 'google', subject: `sub-${uid()}`, userId: user.id });
    const refused = await client.call(disconnectGoogle, {});
    expect(refused).toMatchObject({ status: 409, body: { code: 'password_required' } });
    expect(await client.ok(getAccount, undefined)).toMatchObject({ googleConnected: true });

    // A Google-only account sets its first password without a current one.
    await client.ok(changePassword, { newPassword: 'first-password-7' });
    expect(await client.ok(disconnectGoogle, {})).toMatchObject({ hasPassword: true, googleConnected: false });
    expect(await t.app.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, user.id))).toEqual([]);
    const again = await client.call(disconnectGoogle, {});
    expect(again).toMatchObject({ status: 404, body: { code: 'google_not_connected' } });
  });
});
