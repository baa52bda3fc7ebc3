import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSession } from '#shared/contracts/auth.endpoints.ts';
import type { App } from '../app.ts';
import { deleteUserSessions } from '../auth/session.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestUser, sessionCookie } from '../testing/users.ts';
import type { PageRenderer } from './ssr.ts';

// A signed-in page's loaders call the API in process with the session the page request already
// resolved (auth/session.ts `withLentSession`), not a fresh look-up per call. What a
// visitor sees must not change: the loader's call answers as that visitor, and the lending header
// means nothing to a request from outside.

const renderPage: PageRenderer = async (_request, context) => {
  const first = await context.api(getSession, undefined);
  const second = await context.api(getSession, undefined);
  const who = (answer: typeof first) => (answer.ok ? (answer.data.user?.email ?? 'nobody') : 'error');
  return new Response(`<p>page: ${context.user?.email ?? 'nobody'}; api: ${who(first)}, ${who(second)}</p>`, {
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
};

let shop: TestApp;
let app: App;
let cookie: string;

beforeAll(async () => {
  shop = await createTestApp({}, { pages: renderPage });
  app = shop.app;
  const user = await createTestUser(app, { email: 'lena@example.com' });
  cookie = await sessionCookie(app, user.id);
});
afterAll(() => shop.close());

const view = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/orders', headers: { host: 'shop.test', accept: 'text/html', ...headers } });

describe('loaders of a signed-in page', () => {
  it("call the API as the page's visitor", async () => {
    const page = await view({ cookie });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe('<p>page: lena@example.com; api: lena@example.com, lena@example.com</p>');
  });

  it('call it as nobody for an anonymous view', async () => {
    expect((await view()).body).toBe('<p>page: nobody; api: nobody, nobody</p>');
  });

  it('see a session ended before the page was asked for as ended', async () => {
    const other = await createTestUser(app, { email: 'omar@example.com' });
    const ended = await sessionCookie(app, other.id);
    await deleteUserSessions(app.db, other.id);
    expect((await view({ cookie: ended })).body).toBe('<p>page: nobody; api: nobody, nobody</p>');
  });
});

describe('the session-lending header from outside', () => {
  it('signs nobody in, with or without a session cookie of its own', async () => {
    const asked = await app.inject({
      method: 'GET',
      url: getSession.path,
      headers: { 'x-ssr-session': 'a'.repeat(32) },
    });
    expect(asked.json()).toEqual({ user: null });
    const withCookie = await app.inject({
      method: 'GET',
      url: getSession.path,
      headers: { cookie, 'x-ssr-session': 'a'.repeat(32), 'x-ssr-internal': 'guess' },
    });
    expect(withCookie.json().user.email).toBe('lena@example.com');
  });
});
