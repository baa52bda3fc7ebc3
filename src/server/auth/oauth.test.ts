import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signInAtProvider,
  startOidcProvider,
  TEST_OIDC_CLIENT,
  type RunningProvider,
} from '../../../tests/support/oidc-provider.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { insertTempToken } from './auth.repo.ts';
import { oauthAccounts, users } from './auth.schema.ts';
import { hashToken } from './tokens.ts';
import {
  establishSession,
  listAuthProviders,
  OAUTH_AUTHORIZE_PATH,
  OAUTH_CALLBACK_PATH,
  registerWithPassword,
} from '#shared/contracts/auth.endpoints.ts';
import { sessionUser } from './auth-test-calls.ts';

const CALLBACK = `http://shop.test${OAUTH_CALLBACK_PATH}`;
let provider: RunningProvider;
let t: TestApp;
let ipSeq = 0;
const fresh = () => new ApiClient(t.app, `10.20.0.${++ipSeq}`);
const seen: Array<{ email: string; referralCode: string | null }> = [];
const hook = async (_tx: unknown, user: { email: string; referralCode: string | null }) => void seen.push(user);

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUris: [CALLBACK] });
  t = await createTestApp({
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: TEST_OIDC_CLIENT.clientId,
    OIDC_CLIENT_SECRET: TEST_OIDC_CLIENT.clientSecret,
  });
  t.app.hooks.registration.push(hook);
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

/** The popup's result, read from the callback page's fragment. */
function popupResult(location: string | undefined) {
  expect(location).toMatch(/^\/oauth\/callback#/);
  return Object.fromEntries(new URLSearchParams(location!.split('#')[1]));
}

/** Authorize → provider login as `login` → our callback; returns the callback's redirect. */
async function oauthRoundTrip(client: ApiClient, login: string) {
  const start = await client.get<unknown>(`${OAUTH_AUTHORIZE_PATH}?provider=google`);
  expect(start.status).toBe(302);
  expect(start.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  const back = await signInAtProvider(String(start.headers.location), login, CALLBACK);
  const callback = await client.get<unknown>(back.replace('http://shop.test', ''));
  expect(callback.status).toBe(302);
  expect(callback.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  return popupResult(String(callback.headers.location));
}

describe('OpenID Connect sign-in', () => {
  it('lists Google as a provider', async () => {
    expect((await fresh().call(listAuthProviders, undefined)).body).toEqual({ providers: ['google'] });
  });

  it('sends the popup to the provider with PKCE, state and nonce', async () => {
    const client = fresh();
    const res = await client.get<unknown>(`${OAUTH_AUTHORIZE_PATH}?provider=google`);
    const url = new URL(String(res.headers.location));
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('state')).toBe(client.cookie('oauth_state'));
  });

  it('creates an account on first sign-in, then exchanges the single-use token for a session', async () => {
    const client = fresh();
    client.setCookie('ref', 'GOOGLEREF');
    const result = await oauthRoundTrip(client, 'casey.google@example.com');
    expect(result.token).toBeTruthy();
    const tempToken = String(result.token);
    const { user } = await client.ok(establishSession, { tempToken });
    expect(user).toMatchObject({
      email: 'casey.google@example.com',
      displayName: 'Casey Google',
      role: 'user',
    });
    expect((await sessionUser(client))?.email).toBe('casey.google@example.com');
    expect(seen.find((s) => s.email === 'casey.google@example.com')?.referralCode).toBe('GOOGLEREF');

    const again = await fresh().call(establishSession, { tempToken });
    expect(again).toMatchObject({ status: 401, body: { code: 'sign_in_link_invalid' } });

    // A second sign-in finds the same account through the linked identity.
    const second = await oauthRoundTrip(fresh(), 'casey.google@example.com');
    const other = fresh();
    expect((await other.ok(establishSession, { tempToken: String(second.token) })).user.id).toBe(user.id);
    expect(await t.app.db.select().from(users).where(eq(users.email, 'casey.google@example.com'))).toHaveLength(1);
    expect(await t.app.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, user.id))).toHaveLength(1);
  });

  it('answers account_linking_required when the e-mail has a password account', async () => {
    await fresh().call(registerWithPassword, {
      email: 'taken@example.com',
      password: 'correct-horse',
      displayName: 'Taken',
    });
    const result = await oauthRoundTrip(fresh(), 'taken@example.com');
    expect(result).toMatchObject({
      error: 'account_linking_required',
      message: 'An account with this email already exists. Please log in with your email and password.',
    });
    expect(JSON.parse(result.details!)).toEqual({ email: 'taken@example.com' });
    expect(
      await t.app.db.select().from(oauthAccounts).where(eq(oauthAccounts.email, 'taken@example.com')),
    ).toHaveLength(0);
  });

  it('refuses an unverified provider e-mail', async () => {
    expect((await oauthRoundTrip(fresh(), 'unverified-person@example.com')).error).toBe('email_not_verified');
  });

  it('refuses a callback without the browser’s state cookie (login CSRF) or replayed', async () => {
    const victim = fresh();
    const start = await fresh().get<unknown>(`${OAUTH_AUTHORIZE_PATH}?provider=google`);
    const back = await signInAtProvider(String(start.headers.location), 'attacker@example.com', CALLBACK);
    const res = await victim.get<unknown>(back.replace('http://shop.test', ''));
    expect(popupResult(String(res.headers.location)).error).toBe('invalid_state');

    const client = fresh();
    const started = await client.get<unknown>(`${OAUTH_AUTHORIZE_PATH}?provider=google`);
    const state = client.cookie('oauth_state')!;
    const url = await signInAtProvider(String(started.headers.location), 'replay@example.com', CALLBACK);
    const path = url.replace('http://shop.test', '');
    expect(popupResult(String((await client.get<unknown>(path)).headers.location)).token).toBeTruthy();
    client.setCookie('oauth_state', state);
    expect(popupResult(String((await client.get<unknown>(path)).headers.location)).error).toBe('invalid_state');
  });

  it('reports a cancelled sign-in as access_denied', async () => {
    const client = fresh();
    await client.get<unknown>(`${OAUTH_AUTHORIZE_PATH}?provider=google`);
    const state = client.cookie('oauth_state')!;
    const res = await client.get<unknown>(`${OAUTH_CALLBACK_PATH}?error=access_denied&state=${state}`);
    expect(popupResult(String(res.headers.location))).toMatchObject({
      error: 'access_denied',
      message: 'Sign-in was cancelled.',
    });
  });

  it('reports an unknown provider as a failed sign-in', async () => {
    const res = await fresh().get<unknown>(`${OAUTH_AUTHORIZE_PATH}?provider=myspace`);
    expect(popupResult(String(res.headers.location)).error).toBe('oauth_failed');
  });
});

describe('establish_session', () => {
  it('answers 400 with the spec message without a token', async () => {
    expect((await fresh().call(establishSession, { tempToken: '' })).body).toMatchObject({
      error: 'Temporary token is required',
    });
    // Raw post: the contract's type requires the field this body leaves out.
    expect((await fresh().post<unknown>(establishSession.path, {})).body).toMatchObject({
      error: 'Temporary token is required',
    });
  });

  it('refuses an expired token', async () => {
    const [user] = await t.app.db.insert(users).values({ email: 'expired@example.com', displayName: 'E' }).returning();
    await insertTempToken(t.app.db, {
      id: hashToken('expired-token'),
      userId: user!.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    const res = await fresh().call(establishSession, { tempToken: 'expired-token' });
    expect(res).toMatchObject({
      status: 401,
      body: { error: 'This sign-in link has expired or was already used. Please try again.' },
    });
  });
});

describe('without OIDC configuration', () => {
  it('lists no provider and ends the popup with not_configured, or rate_limited when hammered', async () => {
    const bare = await createTestApp({ AUTH_RATE_LIMIT: '2' });
    try {
      const client = new ApiClient(bare.app);
      expect((await client.call(listAuthProviders, undefined)).body).toEqual({ providers: [] });
      const res = await client.get<unknown>(`${OAUTH_AUTHORIZE_PATH}?provider=google`);
      expect(popupResult(String(res.headers.location)).error).toBe('not_configured');
      await client.get<unknown>(`${OAUTH_AUTHORIZE_PATH}?provider=google`);
      const limited = await client.get<unknown>(`${OAUTH_AUTHORIZE_PATH}?provider=google`);
      expect(popupResult(String(limited.headers.location))).toMatchObject({
        error: 'rate_limited',
        message: 'Too many requests. Please try again later.',
      });
    } finally {
      await bare.close();
    }
  });
});
