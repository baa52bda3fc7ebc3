import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeEmail, confirmEmailChange, getAccount, updateProfile } from '#shared/contracts/account.endpoints.ts';
import { loginWithPassword, registerWithPassword } from '#shared/contracts/auth.endpoints.ts';
import { listOrders } from '#shared/contracts/store.endpoints.ts';
import { mailOutbox } from '../platform/mail/outbox.schema.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { oneTimeTokens, users } from './auth.schema.ts';
import { sessionUser } from './auth-test-calls.ts';

// E-mail change. A link to the new address (1 hour, single use), a notice to the old
// one, nothing changes until the link is used; then the other sessions end.

let t: TestApp;
let ipSeq = 0;
const fresh = (app = t) => new ApiClient(app.app, `10.41.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`);
const uid = () => Math.random().toString(36).slice(2, 10);

/** A password account signed in from two browsers. */
async function twoBrowsers(app = t, password = 'correct-horse-1') {
  const email = `chg-${uid()}@example.com`;
  const laptop = fresh(app);
  await laptop.ok(registerWithPassword, { email, password, displayName: 'Ana' });
  const pc = fresh(app);
  await pc.ok(loginWithPassword, { email, password });
  return { email, password, laptop, pc };
}

const mails = (app: TestApp, to: string, kind: string) =>
  app.app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)));
const tokenIn = (text: string) => /\/account\/email\/confirm\?token=([\w-]+)/.exec(text)?.[1] ?? '';
const signedIn = async (client: ApiClient) => (await client.call(listOrders, undefined)).status === 200;

beforeAll(async () => {
  t = await createTestApp({ SITE_NAME: 'NovaTick' });
});
afterAll(() => t.close());

describe('POST /_api/account/email', () => {
  it('sends the link to the new address and a notice to the old one, in the chosen language; nothing changes yet', async () => {
    const { email, password, laptop } = await twoBrowsers();
    await laptop.ok(updateProfile, { displayName: 'Ana', language: 'de' });
    const next = `new-${uid()}@example.com`;
    const res = await laptop.ok(changeEmail, { email: ` ${next.toUpperCase()} `, currentPassword: password });
    const expiresIn = new Date(res.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(59 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60_000);

    const [link] = await mails(t, next, 'auth.email-change');
    expect(link!.subject).toBe('Bestätigen Sie Ihre neue E-Mail-Adresse bei NovaTick');
    expect(link!.text).toContain('http://shop.test/account/email/confirm?token=');
    const [notice] = await mails(t, email, 'auth.email-change-notice');
    expect(notice!.subject).toBe('Die E-Mail-Adresse Ihres NovaTick-Kontos wird geändert');
    expect(notice!.text).toContain(next);
    expect(notice!.text).not.toContain('token=');
    // Only the hash of the token is stored, and the account keeps its address.
    const [row] = await t.app.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.id, tokenIn(link!.text)));
    expect(row).toBeUndefined();
    expect((await laptop.ok(getAccount, undefined)).email).toBe(email);
  });

  it('refuses an address already used, and a wrong current password, in the usual shape', async () => {
    const { password, laptop } = await twoBrowsers();
    const other = await twoBrowsers();
    const taken = await laptop.call(changeEmail, { email: other.email, currentPassword: password });
    expect(taken).toMatchObject({
      status: 409,
      body: { code: 'email_change_in_use', error: 'This e-mail address is already used by an account.' },
    });
    const wrong = await laptop.call(changeEmail, { email: `x-${uid()}@example.com`, currentPassword: 'nope-nope-1' });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'current_password_wrong' } });
    const missing = await laptop.call(changeEmail, { email: `x-${uid()}@example.com` });
    expect(missing).toMatchObject({ status: 400, body: { code: 'current_password_wrong' } });
  });

  it('needs no current password on an account made by Google sign-in', async () => {
    const { client, user } = await signedInClient(t.app);
    const next = `g-${uid()}@example.com`;
    await client.ok(changeEmail, { email: next });
    expect(await mails(t, next, 'auth.email-change')).toHaveLength(1);
    expect(await mails(t, user.email, 'auth.email-change-notice')).toHaveLength(1);
  });
});

describe('POST /_api/account/email/confirm', () => {
  it('changes the address, ends the other sessions, and the new address signs in', async () => {
    const { email, password, laptop, pc } = await twoBrowsers();
    const next = `new-${uid()}@example.com`;
    await laptop.ok(changeEmail, { email: next, currentPassword: password });
    const [link] = await mails(t, next, 'auth.email-change');
    const token = tokenIn(link!.text);

    expect(await laptop.ok(confirmEmailChange, { token })).toEqual({ success: true, email: next });
    expect((await sessionUser(laptop))?.email).toBe(next);
    expect(await signedIn(pc)).toBe(false);
    expect(await fresh().ok(loginWithPassword, { email: next, password })).toMatchObject({ user: { email: next } });
    const old = await fresh().call(loginWithPassword, { email, password });
    expect(old.status).toBe(401);

    const again = await fresh().call(confirmEmailChange, { token });
    expect(again).toMatchObject({ status: 409, body: { code: 'email_change_link_used' } });
  });

  it('works signed out, on another device, and then signs every session out', async () => {
    const { password, laptop, pc } = await twoBrowsers();
    const next = `new-${uid()}@example.com`;
    await laptop.ok(changeEmail, { email: next, currentPassword: password });
    const [link] = await mails(t, next, 'auth.email-change');
    await fresh().ok(confirmEmailChange, { token: tokenIn(link!.text) });
    expect(await signedIn(laptop)).toBe(false);
    expect(await signedIn(pc)).toBe(false);
  });

  it('refuses an expired link, an unknown one, and a link whose address was taken meanwhile', async () => {
    const { password, laptop } = await twoBrowsers();
    const next = `new-${uid()}@example.com`;
    await laptop.ok(changeEmail, { email: next, currentPassword: password });
    const [link] = await mails(t, next, 'auth.email-change');
    const token = tokenIn(link!.text);
    await t.app.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.purpose, 'email_change'));
    expect(await fresh().call(confirmEmailChange, { token })).toMatchObject({
      status: 400,
      body: { code: 'email_change_link_expired' },
    });
    expect(await fresh().call(confirmEmailChange, { token: 'not-a-token' })).toMatchObject({
      status: 404,
      body: { code: 'email_change_link_invalid' },
    });

    const later = `later-${uid()}@example.com`;
    await laptop.ok(changeEmail, { email: later, currentPassword: password });
    const [second] = await mails(t, later, 'auth.email-change');
    await fresh().ok(registerWithPassword, { email: later, password: 'someone-else-1', displayName: 'Bo' });
    expect(await fresh().call(confirmEmailChange, { token: tokenIn(second!.text) })).toMatchObject({
      status: 409,
      body: { code: 'email_change_in_use' },
    });
    const [row] = await t.app.db.select().from(users).where(eq(users.email, later));
    expect(row!.displayName).toBe('Bo');
  });

  it('a newer request ends the older link', async () => {
    const { password, laptop } = await twoBrowsers();
    const first = `one-${uid()}@example.com`;
    const second = `two-${uid()}@example.com`;
    await laptop.ok(changeEmail, { email: first, currentPassword: password });
    await laptop.ok(changeEmail, { email: second, currentPassword: password });
    const [old] = await mails(t, first, 'auth.email-change');
    expect((await fresh().call(confirmEmailChange, { token: tokenIn(old!.text) })).status).toBe(400);
  });
});

describe('wrong current passwords are throttled like sign-ins', () => {
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
        (await laptop.call(changeEmail, { email: `a${i}-${uid()}@example.com`, currentPassword: `guess-${i}-x` }))
          .status,
      );
    expect(statuses).toEqual([400, 400, 400]);
    const elsewhere = fresh(limited);
    elsewhere.setCookie('session', laptop.cookie('session')!);
    const res = await elsewhere.call(changeEmail, { email: `ok-${uid()}@example.com`, currentPassword: password });
    expect(res).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
  });
});
