import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { updateProfile } from '#shared/contracts/account.endpoints.ts';
import { mailOutbox } from '../platform/mail/outbox.schema.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { passwordResetTokens } from './auth.schema.ts';
import { hashToken } from './tokens.ts';
import {
  loginWithPassword,
  registerWithPassword,
  requestPasswordReset,
  resetPassword,
} from '#shared/contracts/auth.endpoints.ts';
import { sessionUser } from './auth-test-calls.ts';

let t: TestApp;
let ipSeq = 0;
const fresh = () => new ApiClient(t.app, `10.30.0.${++ipSeq}`);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function account(email: string) {
  const client = fresh();
  await client.call(registerWithPassword, { email, password: 'old-password', displayName: 'Reset Me' });
  return client;
}

const resetMails = (to: string) =>
  t.app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, 'auth.password-reset')))
    .orderBy(desc(mailOutbox.id));

/** The token from the newest reset e-mail to `to`. */
async function resetTokenFor(to: string) {
  const [mail] = await resetMails(to);
  const link = mail?.text.match(/http:\/\/shop\.test\/reset-password\?token=([\w-]+)/);
  return link?.[1];
}

/** Asks for a reset link for an account and waits for its e-mail, which is queued after the answer. */
async function requestReset(email: string) {
  const before = (await resetMails(email)).length;
  const res = await fresh().call(requestPasswordReset, { email });
  expect(res).toMatchObject({ status: 200, body: { success: true } });
  await vi.waitFor(async () => expect((await resetMails(email)).length).toBe(before + 1));
  return (await resetTokenFor(email))!;
}

describe('password reset', () => {
  it('answers the same for a known and an unknown address, mailing only the known one', async () => {
    await account('known@example.com');
    const unknown = await fresh().call(requestPasswordReset, { email: 'ghost@example.com' });
    const known = await fresh().call(requestPasswordReset, { email: ' Known@Example.com ' });
    expect(known).toMatchObject({ status: 200, body: { success: true } });
    expect(unknown).toMatchObject({ status: 200, body: { success: true } });
    await vi.waitFor(async () => expect(await resetTokenFor('known@example.com')).toBeTruthy());
    expect(await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ghost@example.com'))).toHaveLength(0);
  });

  it('answers before looking the address up, so a known and an unknown address take the same time', async () => {
    await account('timing@example.com');
    // The embedded database runs one transaction at a time: while this one is open, nothing
    // else reaches it. Both answers must come anyway, then the mail is queued.
    const answers = await t.app.db.transaction(async () => {
      const ask = (email: string) => fresh().call(requestPasswordReset, { email });
      const timeout = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('the answer waited for the database')), 3000),
      );
      return Promise.race([Promise.all([ask('timing@example.com'), ask('nobody-here@example.com')]), timeout]);
    });
    expect(answers.map((a) => [a.status, a.body])).toEqual([
      [200, { success: true }],
      [200, { success: true }],
    ]);
    await vi.waitFor(async () => expect(await resetTokenFor('timing@example.com')).toBeTruthy());
  });

  it('sets the new password once, ends every other session and signs this browser in', async () => {
    const oldSession = await account('reset@example.com');
    const token = await requestReset('reset@example.com');

    const browser = fresh();
    const res = await browser.call(resetPassword, { token, password: 'brand-new-password' });
    expect(res).toMatchObject({ status: 200, body: { user: { email: 'reset@example.com' } } });
    expect((await sessionUser(browser))?.email).toBe('reset@example.com');
    expect(await sessionUser(oldSession)).toBeNull();

    expect(
      (await fresh().call(loginWithPassword, { email: 'reset@example.com', password: 'old-password' })).status,
    ).toBe(401);
    expect(
      (
        await fresh().call(loginWithPassword, {
          email: 'reset@example.com',
          password: 'brand-new-password',
        })
      ).status,
    ).toBe(200);

    const again = await fresh().call(resetPassword, { token, password: 'another-password' });
    expect(again).toMatchObject({
      status: 400,
      body: { error: 'This password reset link is invalid or has expired. Please request a new one.' },
    });
  });

  it('refuses an expired link and retires older links after a reset', async () => {
    await account('expiry@example.com');
    const first = await requestReset('expiry@example.com');
    const second = await requestReset('expiry@example.com');
    expect(second).not.toBe(first);

    // One hour later the second link is dead.
    await t.app.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.id, hashToken(second)));
    expect((await fresh().call(resetPassword, { token: second, password: 'brand-new-password' })).status).toBe(400);

    expect((await fresh().call(resetPassword, { token: first, password: 'brand-new-password' })).status).toBe(200);
    const third = await requestReset('expiry@example.com');
    const [row] = await t.app.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.id, hashToken(third)));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(3590_000);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(3610_000);
  });

  it('refuses a common, blank or e-mail password and keeps the link for a better one', async () => {
    await account('policy@example.com');
    const token = await requestReset('policy@example.com');
    for (const [password, message, code] of [
      ['iloveyou', 'This password is too common. Choose one that is harder to guess.', 'password_common'],
      ['         ', 'Password cannot be only spaces', 'password_blank'],
      ['POLICY@example.com', 'Password must not be your email address', 'password_is_email'],
    ] as const) {
      expect(await fresh().call(resetPassword, { token, password }), password).toMatchObject({
        status: 400,
        body: {
          error: message,
          code: 'validation_failed',
          details: { password: message },
          fieldCodes: { password: code },
        },
      });
    }
    expect((await fresh().call(resetPassword, { token, password: 'a-better-password-7' })).status).toBe(200);
  });

  it.each([
    [{ token: 'x', password: 'short' }, 'Password must be at least 8 characters'],
    [{ token: '', password: 'long-enough' }, 'Reset token is required'],
  ])('answers 400 for %j', async (payload, message) => {
    expect((await fresh().call(resetPassword, payload)).body).toMatchObject({ error: message });
  });

  it('writes the e-mail in the language chosen on /account', async () => {
    const client = await account('german@example.com');
    await client.ok(updateProfile, { displayName: 'Reset Me', language: 'de' });
    await requestReset('german@example.com');
    const [mail] = await resetMails('german@example.com');
    expect(mail?.subject).toMatch(/Passwort zurücksetzen/);
  });

  it('validates the forgot-password e-mail', async () => {
    expect((await fresh().call(requestPasswordReset, { email: 'nope' })).body).toMatchObject({
      error: 'Email is required',
    });
  });
});
