import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../audit/audit.schema.ts';
import type { App } from '../app.ts';
import { createRouteTableApp, type RouteTableApp } from '../testing/route-table.ts';
import { ApiClient, type ErrorBody } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { ADMIN_REQUIRED_MESSAGE, AUTH_REQUIRED_MESSAGE } from './guards.ts';

/**
 * Every route the app registers, with the role it needs: `/_api/admin/*` is for admins, the
 * routes listed here are public, and everything else needs a session. A new route is guarded
 * unless it is added to this list on purpose.
 */
const PUBLIC = new Set([
  'GET /healthz',
  'GET /readyz',
  'GET /robots.txt',
  'GET /sitemap.xml',
  'GET /blog/rss.xml',
  'GET /blog/category/:slug/rss.xml',
  'GET /_api/auth/session',
  'GET /_api/auth/providers',
  'POST /_api/auth/logout',
  'POST /_api/auth/login_with_password',
  'POST /_api/auth/register_with_password',
  'POST /_api/auth/reset_password',
  'POST /_api/auth/establish_session',
  'POST /_api/auth/forgot_password',
  'POST /_api/auth/request_sign_in_link',
  'POST /_api/auth/sign_in_with_link',
  'GET /_api/auth/oauth_authorize',
  'GET /_api/auth/oauth_callback',
  'GET /_api/blog/posts',
  'GET /_api/search',
  'GET /_api/blog/post',
  'GET /_api/blog/categories',
  'POST /_api/support',
  'GET /_api/suggestions',
  'POST /_api/suggestions',
  'GET /_api/suggestions/subscription',
  'GET /_api/suggestions/comments',
  'GET /_api/suggestions/roadmap',
  'POST /_api/suggestions/subscription',
  'GET /_api/suggestions/unsubscribe',
  'POST /_api/suggestions/unsubscribe',
  'GET /_api/indicators',
  'GET /_api/indicator',
  'GET /_api/categories',
  'POST /_api/licences/activate',
  'POST /_api/licences/validate',
  'POST /_api/licences/deactivate',
  // The e-mailed machine-reset link may be opened signed out, on another device.
  'POST /_api/licences/reset-confirm',
  // The e-mailed e-mail-change link too.
  'POST /_api/account/email/confirm',
  'POST /_api/licences/offline',
  // "Move my licence here" from inside the platform: the key and the e-mailed code are the credentials.
  'POST /_api/licences/transfer/request',
  'POST /_api/licences/transfer/confirm',
  // A trial is started from inside the platform, signed in or not.
  'POST /_api/licences/trial',
  'GET /_api/licences/public-key',
  'POST /_api/payments/stripe/webhook',
  // The add-on's update check (licence key) and the file behind a signed download link.
  'GET /_api/licences/latest',
  'POST /_api/licences/latest',
  'GET /_api/releases/file',
  'GET /_api/changelog',
  // Release update notices: the unsubscribe page's calls and the RFC 8058 one-click (token, no session).
  'GET /_api/releases/notices/subscription',
  'POST /_api/releases/notices/subscription',
  'GET /_api/releases/notices/unsubscribe',
  'POST /_api/releases/notices/unsubscribe',
  // The API's own description and its renderer's page and files.
  'GET /_api/openapi.json',
  'GET /docs/api',
  'GET /docs/api/init.js',
  'GET /docs/api/swagger-ui.css',
  'GET /docs/api/swagger-ui-bundle.js',
  // Prometheus scrapes: its own bearer token (METRICS_TOKEN), 404 when unset (metrics.test.ts).
  'GET /metrics',
]);

type Role = 'public' | 'user' | 'admin';
const roleOf = (route: string): Role =>
  PUBLIC.has(route) ? 'public' : route.split(' ')[1]!.startsWith('/_api/admin/') ? 'admin' : 'user';

/** An empty body, and one that fails every schema (wrong types, unknown keys, huge ids). */
const BAD_BODY = {
  id: 'x',
  ids: 'x',
  email: 5,
  amount: 'lots',
  status: 42,
  payoutDetails: [],
  name: '',
  unknownField: true,
};
const BAD_QUERY = '?id=abc&page=-1&limit=x&status=nope&categoryId=1e99';

/** Bodies that succeed on an empty shop, so the audit check sees real writes too. */
const VALID_WRITES: Record<string, object> = {
  'POST /_api/admin/tax-rates': { country: 'DE', ratePercent: 19 },
  'POST /_api/admin/api-keys': { name: 'matrix', scopes: ['orders:read'] },
  'POST /_api/admin/blog/categories': { name: 'Matrix', slug: 'matrix' },
};

let table: RouteTableApp;
let app: App;
let routes: string[] = [];
let audited = new Set<string>();

beforeAll(async () => {
  table = await createRouteTableApp({ AUTH_RATE_LIMIT: '1000' });
  app = table.app;
  routes = table.routes.map((route) => `${route.method} ${route.url}`);
  audited = new Set(table.routes.filter((r) => r.config?.audited).map((r) => `${r.method} ${r.url}`));
});
afterAll(async () => {
  await table.close();
});

async function call(client: ApiClient, route: string, body: 'empty' | 'bad') {
  const [method, url] = route.split(' ') as [string, string];
  if (method === 'GET') return client.get<ErrorBody>(body === 'empty' ? url : `${url}${BAD_QUERY}`);
  return client.post<ErrorBody>(url, body === 'empty' ? {} : BAD_BODY);
}

describe('role matrix: the guard answers before validation', () => {
  it('enumerates the whole API', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter((r) => roleOf(r) === 'admin').length).toBeGreaterThan(20);
    expect(routes.filter((r) => roleOf(r) === 'user').length).toBeGreaterThan(10);
  });

  it('answers an anonymous caller 401 on every guarded route, empty or malformed body alike', async () => {
    const anonymous = new ApiClient(app, '10.77.0.1');
    const wrong: string[] = [];
    for (const route of routes.filter((r) => roleOf(r) !== 'public')) {
      for (const body of ['empty', 'bad'] as const) {
        const res = await call(anonymous, route, body);
        if (res.status !== 401 || res.body?.error !== AUTH_REQUIRED_MESSAGE || 'details' in (res.body ?? {}))
          wrong.push(`${route} (${body} body): ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers a signed-in customer 403 on every admin route, empty or malformed body alike', async () => {
    const { client } = await signedInClient(app, 'user', '10.77.0.2');
    const wrong: string[] = [];
    for (const route of routes.filter((r) => roleOf(r) === 'admin')) {
      for (const body of ['empty', 'bad'] as const) {
        const res = await call(client, route, body);
        if (res.status !== 403 || res.body?.error !== ADMIN_REQUIRED_MESSAGE || 'details' in (res.body ?? {}))
          wrong.push(`${route} (${body} body): ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets an admin reach validation on the admin routes', async () => {
    const { client } = await signedInClient(app, 'admin', '10.77.0.3');
    const writes = routes.filter((r) => roleOf(r) === 'admin' && r.startsWith('POST '));
    for (const route of writes) expect([400, 404], route).toContain((await call(client, route, 'bad')).status);
  });

  it('audits every admin route by construction, and writes one row per admin write that succeeds, none per refusal', async () => {
    expect(routes.filter((r) => roleOf(r) === 'admin' && !audited.has(r))).toEqual([]);
    const { client } = await signedInClient(app, 'admin', '10.77.0.4');
    const rowCount = async () => (await app.db.select({ n: count() }).from(auditLog))[0]!.n;
    const wrong: string[] = [];
    let succeeded = 0;
    const check = async (route: string, label: string, send: () => Promise<{ status: number }>) => {
      const before = await rowCount();
      const res = await send();
      const added = (await rowCount()) - before;
      if (res.status < 400) succeeded++;
      if (added !== (res.status < 400 ? 1 : 0)) wrong.push(`${route} (${label}): ${res.status}, ${added} rows`);
    };
    for (const route of routes.filter((r) => roleOf(r) === 'admin' && !r.startsWith('GET '))) {
      for (const body of ['bad', 'empty'] as const) await check(route, body, () => call(client, route, body));
      const valid = VALID_WRITES[route];
      if (valid) await check(route, 'valid', () => client.post(route.split(' ')[1]!, valid));
    }
    expect(wrong).toEqual([]);
    expect(succeeded).toBeGreaterThanOrEqual(Object.keys(VALID_WRITES).length);
  });
});
