import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from './auth.schema.ts';
import { promoteAdminEmails } from './auth.service.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import {
  establishSession,
  getSession,
  loginWithPassword,
  logout,
  registerWithPassword,
  requestPasswordReset,
  resetPassword,
} from '#shared/contracts/auth.endpoints.ts';
import type { EndpointInput } from '#shared/contracts/endpoint.ts';
import { sessionUser } from './auth-test-calls.ts';

let t: TestApp;
let ipSeq = 0;
/** A fresh client per test, each from its own IP, so per-IP limits don't couple tests. */
const fresh = () => new ApiClient(t.app, `10.9.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`);
const uid = () => Math.random().toString(36).slice(2, 10);

type RegisterBody = EndpointInput<typeof registerWithPassword>;
const newAccount = (overrides: Partial<RegisterBody> = {}): RegisterBody => ({
  email: `u-${uid()}@example.com`,
  password: 'correct-horse',
  displayName: 'Trader Joe',
  ...overrides,
});

async function register(client: ApiClient, overrides: Partial<RegisterBody> = {}) {
  const body = newAccount(overrides);
  return { body, res: await client.call(registerWithPassword, body) };
}

const seen: Array<{ email: string; referralCode: string | null }> = [];
const hook = async (_tx: unknown, user: { email: string; referralCode: string | null }) => void seen.push(user);

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'Boss@Example.com, boss2@example.com' });
  t.app.hooks.registration.push(hook);
});
afterAll(async () => {
  await t.close();
});

describe('GET /_api/auth/session', () => {
  it('answers user null when signed out', async () => {
    const res = await fresh().call(getSession, undefined);
    expect(res).toMatchObject({ status: 200, body: { user: null } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers the signed-in user without secrets', async () => {
    const { client, user } = await signedInClient(t.app);
    expect((await client.call(getSession, undefined)).body).toEqual({ user });
  });
});

describe('register_with_password', () => {
  it('creates the account, signs it in and normalises the e-mail and name', async () => {
    const client = fresh();
    const email = `New-${uid()}@Example.COM`;
    const { user } = await client.ok(
      registerWithPassword,
      newAccount({ email: `  ${email} `, displayName: '  Ana 🚀 & Co.  ' }),
    );
    expect(user).toMatchObject({ email: email.toLowerCase(), displayName: 'Ana 🚀 & Co.', role: 'user' });
    expect(Object.keys(user).sort()).toEqual(['displayName', 'email', 'id', 'role']);
    expect((await sessionUser(client))?.email).toBe(email.toLowerCase());
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a taken e-mail, whatever its case, with "Email already in use"', async () => {
    const { body } = await register(fresh());
    const res = (await register(fresh(), { email: body.email.toUpperCase() })).res;
    expect(res).toMatchObject({
      status: 409,
      ok: false,
      body: { error: 'Email already in use.', code: 'email_in_use' },
    });
  });

  it.each([
    [{ email: '' }, 'Email is required', { email: 'required' }],
    [{ email: 'not-an-email' }, 'Email is required', { email: 'invalid_email' }],
    [{ email: undefined }, 'Email is required', { email: 'required' }],
    [{ password: 'short' }, 'Password must be at least 8 characters', { password: 'too_short' }],
    [{ password: undefined }, 'Password must be at least 8 characters', { password: 'required' }],
    [{ displayName: '   ' }, 'Name is required', { displayName: 'required' }],
    [{ displayName: undefined }, 'Name is required', { displayName: 'required' }],
    [{ displayName: 'x'.repeat(51) }, 'Name must be at most 50 characters', { displayName: 'too_long' }],
    [
      { displayName: 'bad\u0007name' },
      'Name contains characters that are not allowed',
      { displayName: 'control_character' },
    ],
  ])('answers 400 for %j with the spec message and the field code', async (overrides, message, fieldCodes) => {
    // Raw post: some of these bodies lack a field the contract's type requires.
    const res = await fresh().post<unknown>(registerWithPassword.path, { ...newAccount(), ...overrides });
    expect(res).toMatchObject({ status: 400, body: { error: message, code: 'validation_failed', fieldCodes } });
  });

  const common = 'This password is too common. Choose one that is harder to guess.';
  it.each([
    ['a common password', 'password', common, 'password_common'],
    ['a common password in capitals, with spaces around', ' 12345678 ', common, 'password_common'],
    ['another of the commonest', 'qwertyuiop', common, 'password_common'],
    ['eight spaces', '        ', 'Password cannot be only spaces', 'password_blank'],
    ['tabs and line breaks only', '\t\t\n\n\t\t\n\n', 'Password cannot be only spaces', 'password_blank'],
  ])('refuses %s with a 400 on the password field', async (_what, password, message, code) => {
    const { res } = await register(fresh(), { password });
    expect(res).toMatchObject({
      status: 400,
      body: {
        error: message,
        code: 'validation_failed',
        details: { password: message },
        fieldCodes: { password: code },
      },
    });
  });

  it('refuses the e-mail address as the password, whatever its case', async () => {
    const email = `Same-${uid()}@Example.com`;
    const { res } = await register(fresh(), { email, password: ` ${email.toUpperCase()} ` });
    expect(res).toMatchObject({
      status: 400,
      body: {
        error: 'Password must not be your email address',
        code: 'validation_failed',
        details: { password: 'Password must not be your email address' },
        fieldCodes: { password: 'password_is_email' },
      },
    });
  });

  it('runs the registration hooks with the referral code from the form, else from the ref cookie', async () => {
    const { body } = await register(fresh(), { referralCode: ' ABC123 ' });
    expect(seen.find((s) => s.email === body.email)?.referralCode).toBe('ABC123');
    const client = fresh();
    client.setCookie('ref', 'FROMCOOKIE');
    const second = await register(client);
    expect(seen.find((s) => s.email === second.body.email)?.referralCode).toBe('FROMCOOKIE');
    const third = await register(fresh());
    expect(seen.find((s) => s.email === third.body.email)?.referralCode).toBeNull();
  });

  it('makes ADMIN_EMAILS addresses admins', async () => {
    const { user } = await fresh().ok(registerWithPassword, newAccount({ email: 'boss@example.com' }));
    expect(user.role).toBe('admin');
  });
});

describe('login_with_password and logout', () => {
  it('signs in, rotates the session and logs out server-side', async () => {
    const { body } = await register(fresh());
    const client = fresh();
    // A session the browser already had (e.g. planted by an attacker) must not survive login.
    const { client: other } = await signedInClient(t.app);
    client.setCookie('session', other.cookie('session')!);
    const res = await client.call(loginWithPassword, { email: body.email.toUpperCase(), password: body.password });
    expect(res).toMatchObject({ status: 200, body: { user: { email: body.email } } });
    const token = client.cookie('session')!;
    expect(token).not.toBe(other.cookie('session'));
    expect(await sessionUser(other)).toBeNull();

    const cookie = res.cookies.find((c) => c.name === 'session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.maxAge).toBe(30 * 24 * 3600);

    const out = await client.call(logout, {});
    expect(out).toMatchObject({ status: 200, body: { success: true } });
    expect(await sessionUser(client)).toBeNull();
    // The old cookie value is useless: the session row is gone.
    const replay = fresh();
    replay.setCookie('session', token);
    expect(await sessionUser(replay)).toBeNull();
  });

  it('gives one message for a wrong password and an unknown e-mail', async () => {
    const { body } = await register(fresh());
    const wrong = await fresh().call(loginWithPassword, { email: body.email, password: 'wrong-password' });
    const unknown = await fresh().call(loginWithPassword, {
      email: `nobody-${uid()}@example.com`,
      password: 'wrong-password',
    });
    const refused = { status: 401, body: { error: 'Invalid email or password.', code: 'invalid_credentials' } };
    expect(wrong).toMatchObject(refused);
    expect(unknown).toMatchObject(refused);
  });

  it.each([
    [{ email: '', password: 'x' }, 'Email is required'],
    [{ email: 'nope', password: 'x' }, 'Email is required'],
    [{ email: 'a@b.co', password: '' }, 'Password is required'],
    [{ email: 'a@b.co' }, 'Password is required'],
  ])('answers 400 for %j with the spec message', async (payload, message) => {
    const res = await fresh().post<unknown>(loginWithPassword.path, payload);
    expect(res).toMatchObject({ status: 400, body: { error: message } });
  });

  it('promotes an ADMIN_EMAILS account at sign-in and at start', async () => {
    const { user } = await fresh().ok(registerWithPassword, newAccount());
    await t.app.db.update(users).set({ email: 'boss2@example.com' }).where(eq(users.id, user.id));
    const login = await fresh().ok(loginWithPassword, { email: 'boss2@example.com', password: 'correct-horse' });
    expect(login.user.role).toBe('admin');
    await t.app.db.update(users).set({ role: 'user' }).where(eq(users.id, user.id));
    expect((await promoteAdminEmails(t.app.db, t.app.config)).map((u) => u.id)).toEqual([user.id]);
  });

  it('refuses a cross-site login (CSRF) and a non-JSON body', async () => {
    const client = fresh();
    expect(
      (await client.call(loginWithPassword, { email: 'a@b.co', password: 'x' }, { origin: 'https://evil.example' }))
        .status,
    ).toBe(403);
    const form = await client.request({
      method: 'POST',
      url: logout.path,
      payload: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(400);
  });

  it('takes an empty object at logout, nothing else (SPEC §7)', async () => {
    const { client } = await signedInClient(t.app);
    expect(await client.post<unknown>(logout.path, { session: 'other' })).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', fieldCodes: { _: 'unknown_field' } },
    });
    expect((await sessionUser(client))?.id).toBeDefined();
    expect(await client.call(logout, {})).toMatchObject({ status: 200, body: { success: true } });
    expect(await sessionUser(client)).toBeNull();
  });

  it('removes only the session row of the caller at logout', async () => {
    const { client, user } = await signedInClient(t.app);
    const { client: second } = await signedInClient(t.app, user);
    await client.call(logout, {});
    expect((await sessionUser(second))?.id).toBe(user.id);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });
});

describe('session cookie and expiry', () => {
  it('uses a __Host- cookie, Secure and HttpOnly, in production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      const client = new ApiClient(prod.app, '10.88.0.1');
      const res = await client.call(registerWithPassword, {
        email: 'prod@example.com',
        password: 'correct-horse',
        displayName: 'Prod',
      });
      const cookie = res.cookies.find((c) => c.name === '__Host-session')!;
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie.domain).toBeUndefined();
      expect(cookie.value).toMatch(/^[\w-]{43}$/);
      expect((await sessionUser(client))?.email).toBe('prod@example.com');
    } finally {
      await prod.close();
    }
  });

  it('ends a session that has been idle past its expiry', async () => {
    const { client, user } = await signedInClient(t.app);
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect(await sessionUser(client)).toBeNull();
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => limited.close());

  it('answers 429 with a clear message after too many login attempts from one IP', async () => {
    const client = new ApiClient(limited.app, '10.77.0.1');
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await client.call(loginWithPassword, { email: `x${i}@example.com`, password: 'x' })).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const res = await client.call(loginWithPassword, { email: 'x@example.com', password: 'x' });
    expect(res.body).toMatchObject({ error: 'Too many requests. Please try again later.', code: 'rate_limited' });
  });

  it('limits failed attempts on one account across IPs, after five times the per-IP number', async () => {
    const statuses = [];
    for (let i = 0; i < 16; i++)
      statuses.push(
        (
          await new ApiClient(limited.app, `10.78.0.${i}`).call(loginWithPassword, {
            email: 'victim@example.com',
            password: `guess-${i}`,
          })
        ).status,
      );
    expect(statuses).toEqual([...Array<number>(15).fill(401), 429]);
  });

  describe('a customer cannot be locked out by someone else', () => {
    const password = 'owner-password-1';
    const login = (client: ApiClient, email: string, pw: string) =>
      client.call(loginWithPassword, { email, password: pw });
    /** Wrong passwords from one IP, spread over minutes so the per-minute request limit never answers. */
    async function attack(email: string, ip: string, tries: number) {
      const attacker = new ApiClient(limited.app, ip);
      const statuses = [];
      for (let i = 0; i < tries; i++) statuses.push((await login(attacker, email, `guess-${i}`)).status);
      return statuses;
    }

    it('counts failures only: right passwords never lock the account', async () => {
      const { body } = await register(new ApiClient(limited.app, '10.80.0.1'), { password });
      const owner = new ApiClient(limited.app, '10.80.0.2');
      for (let i = 0; i < 6; i++) {
        owner.clearCookies();
        expect((await login(owner, body.email, password)).status).toBe(i < 3 ? 200 : 429); // the per-minute request limit of the IP
      }
      expect((await login(new ApiClient(limited.app, '10.80.0.3'), body.email, password)).status).toBe(200);
    });

    it('locks the attacking IP, and lets the right password in from another IP', async () => {
      const { body } = await register(new ApiClient(limited.app, '10.81.0.1'), { password });
      expect(await attack(body.email, '10.81.0.66', 4)).toEqual([401, 401, 401, 429]);
      // The attacker is refused even with the right password; the owner, elsewhere, is not.
      expect((await login(new ApiClient(limited.app, '10.81.0.66'), body.email, password)).status).toBe(429);
      expect((await login(new ApiClient(limited.app, '10.81.0.2'), body.email, password)).status).toBe(200);
    });

    it('lets the owner in from a known device while many IPs have locked the account for everyone else', async () => {
      const { body } = await register(new ApiClient(limited.app, '10.82.0.1'), { password });
      const owner = new ApiClient(limited.app, '10.82.0.2');
      expect((await login(owner, body.email, password)).status).toBe(200);
      expect(owner.cookie('known_device')).toBeTruthy();
      await owner.call(logout, {});
      for (let ip = 10; ip < 15; ip++) await attack(body.email, `10.82.0.${ip}`, 3);
      expect((await login(new ApiClient(limited.app, '10.82.0.3'), body.email, password)).status).toBe(429);
      expect((await login(owner, body.email, password)).status).toBe(200);
    });

    it('still limits failures from a known device; a forged cookie is an unknown device', async () => {
      const { body } = await register(new ApiClient(limited.app, '10.83.0.1'), { password });
      const device = new ApiClient(limited.app, '10.83.0.2');
      expect((await login(device, body.email, password)).status).toBe(200);
      const token = device.cookie('known_device')!;
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const client = new ApiClient(limited.app, `10.83.1.${i}`);
        client.setCookie('known_device', token);
        statuses.push((await login(client, body.email, `wrong-${i}`)).status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      // A cookie made for another account, or forged, is an unknown device.
      const other = new ApiClient(limited.app, '10.83.0.3');
      other.setCookie('known_device', token.replace(/\.[^.]+$/, '.forged'));
      expect((await login(other, body.email, password)).status).toBe(200);
    });
  });

  it('limits registrations, reset requests and token exchanges per IP', async () => {
    const calls: Array<[string, (i: number) => object]> = [
      [registerWithPassword.path, (i) => ({ email: `r${i}@example.com`, password: 'correct-horse', displayName: 'R' })],
      [requestPasswordReset.path, (i) => ({ email: `f${i}@example.com` })],
      [resetPassword.path, () => ({ token: 'nope', password: 'correct-horse' })],
      [establishSession.path, () => ({ tempToken: 'nope' })],
    ];
    for (const [n, [url, body]] of calls.entries()) {
      const client = new ApiClient(limited.app, `10.79.0.${n}`);
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await client.post<unknown>(url, body(i))).status);
      expect(statuses[3], url).toBe(429);
      expect(statuses.slice(0, 3)).not.toContain(429);
    }
  });
});
