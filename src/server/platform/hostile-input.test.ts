import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SessionUser } from '../auth/session.ts';
import type { App } from '../app.ts';
import { createRouteTableApp, type RegisteredRoute, type RouteTableApp } from '../testing/route-table.ts';
import { createTestUser, sessionCookie } from '../testing/users.ts';
import { OAUTH_CALLBACK_PAGE } from '#shared/contracts/auth.constants.ts';

// Every registered endpoint, as a visitor, a user and an admin, with hostile values in each
// field: NUL characters, ids beyond PostgreSQL's integer, 1 MB strings, nesting 5,000 deep and
// thousands of keys. No answer may be a 5xx, and every refusal has the `{ error, details? }` shape
// with a message written for people (never zod's default phrasing).

/** A valid-looking request per endpoint, so each hostile value reaches as far as it can. */

const SAMPLES: Record<string, { query?: Record<string, string>; body?: Record<string, unknown> }> = {
  'POST /_api/auth/logout': { body: {} },
  'POST /_api/auth/login_with_password': { body: { email: 'hostile@example.com', password: 'correct horse battery' } },
  'POST /_api/auth/register_with_password': {
    body: {
      email: 'hostile-new@example.com',
      password: 'correct horse battery',
      displayName: 'Hostile',
      referralCode: 'ABC123',
    },
  },
  'POST /_api/auth/establish_session': { body: { tempToken: 'abc' } },
  'POST /_api/auth/forgot_password': { body: { email: 'hostile@example.com' } },
  'POST /_api/auth/request_sign_in_link': { body: { email: 'hostile@example.com' } },
  'POST /_api/auth/sign_in_with_link': { body: { token: 'abc' } },
  'POST /_api/auth/reset_password': { body: { token: 'abc', password: 'correct horse battery' } },
  'GET /_api/auth/oauth_authorize': { query: { provider: 'google' } },
  'GET /_api/auth/oauth_callback': { query: { code: 'abc', state: 'abc' } },
  'GET /_api/affiliate/referrals': { query: { page: '1', pageSize: '10', status: 'completed' } },
  'POST /_api/affiliate/register': { body: {} },
  'POST /_api/affiliate/payout': {
    body: { amount: 50, payoutMethod: 'paypal', payoutDetails: { paypalEmail: 'me@example.com' } },
  },
  'GET /_api/affiliate/payouts': { query: { page: '1', pageSize: '10' } },
  'GET /_api/admin/affiliates': { query: { page: '1', limit: '10', search: 'a', status: 'active' } },
  'POST /_api/admin/affiliates': { body: { updates: [{ id: 1, status: 'active', commissionRate: 10 }] } },
  'GET /_api/admin/payouts': { query: { page: '1', limit: '10', status: 'requested' } },
  'POST /_api/admin/payouts/mark-paid': { body: { id: 1, reference: 'PP-1' } },
  'POST /_api/admin/payouts/reject': { body: { id: 1, reason: 'No' } },
  'GET /_api/admin/commissions': { query: { status: 'pending', page: '1', limit: '10' } },
  'POST /_api/admin/commissions/decide': { body: { ids: [1], decision: 'approved' } },
  'GET /_api/admin/referrals/review': { query: { status: 'flagged', page: '1', limit: '10' } },
  'POST /_api/admin/referrals/review': { body: { ids: [1], decision: 'declined' } },
  'GET /_api/admin/payouts/batches': { query: { page: '1', limit: '10' } },
  'POST /_api/admin/payouts/batches': { body: { payoutIds: [1] } },
  'GET /_api/admin/payouts/batches/csv': { query: { id: '1' } },
  'POST /_api/admin/payouts/batches/paid': { body: { id: 1, reference: 'PP-BATCH-1' } },
  'GET /_api/blog/posts': { query: { page: '1', limit: '6', categorySlug: 'news', query: 'flow', featured: 'true' } },
  'GET /_api/blog/post': { query: { slug: 'hello' } },
  'GET /_api/search': { query: { q: 'delta', lang: 'de', limit: '10' } },
  'GET /_api/cart': { query: { country: 'DE' } },
  'GET /_api/admin/blog/posts': { query: { page: '1', limit: '20', query: 'a', status: 'draft' } },
  'GET /_api/admin/blog/post': { query: { id: '1' } },
  'POST /_api/admin/blog/posts': { body: blogPost() },
  'POST /_api/admin/blog/posts/update': { body: { id: 1, ...blogPost() } },
  'POST /_api/admin/blog/posts/delete': { body: { id: 1 } },
  'POST /_api/admin/blog/preview': { body: { contentFormat: 'markdown', content: '# Hi' } },
  'POST /_api/admin/blog/categories': { body: { name: 'News', slug: 'news' } },
  'POST /_api/admin/blog/categories/update': { body: { id: 1, name: 'News', slug: 'news' } },
  'POST /_api/admin/blog/categories/delete': { body: { id: 1 } },
  'POST /_api/support': { body: { name: 'Ann', email: 'ann@example.com', subject: 'Hello', message: 'A question' } },
  'GET /_api/admin/support/messages': { query: { page: '1', limit: '20', query: 'a', status: 'open' } },
  'POST /_api/admin/support/messages/status': { body: { id: 1, status: 'closed' } },
  'POST /_api/admin/categories': { body: { name: 'Hostile', translations: { de: { name: 'Feindlich' } } } },
  'POST /_api/admin/categories/update': { body: { id: 1, name: 'Hostile', translations: { de: { name: 'F' } } } },
  'POST /_api/admin/categories/delete': { body: { id: 1 } },
  'POST /_api/admin/support/reply': { body: { id: 1, body: 'Thanks, fixed.' } },
  'GET /_api/admin/indicators': { query: { categoryId: '1' } },
  'POST /_api/admin/indicators': { body: indicator() },
  'POST /_api/admin/indicators/update': { body: { id: 1, ...indicator() } },
  'POST /_api/admin/indicators/delete': { body: { id: 1 } },
  'GET /_api/admin/orders': { query: { page: '1', limit: '20', search: '#1', status: 'completed' } },
  'GET /_api/admin/export/orders.csv': { query: { from: '2025-01-01', to: '2025-01-31' } },
  'GET /_api/admin/export/payouts.csv': { query: { from: '2025-01-01', to: '2025-01-31' } },
  'GET /_api/admin/export/customers.csv': { query: { from: '2025-01-01', to: '2025-01-31' } },
  'GET /_api/admin/analytics': { query: { from: '2025-01-01', to: '2025-01-31', interval: 'week' } },
  'GET /_api/admin/customers': { query: { page: '1', search: 'alice' } },
  'GET /_api/admin/customer': { query: { id: '1' } },
  'POST /_api/admin/customers/sign-in': { body: { id: 1, enabled: false } },
  'POST /_api/admin/customers/role': { body: { id: 1, role: 'admin' } },
  'POST /_api/admin/customers/password-reset': { body: { id: 1 } },
  'GET /_api/admin/order': { query: { id: '1' } },
  'POST /_api/admin/orders/refund': { body: { id: 1 } },
  'GET /_api/indicators': { query: { categoryId: '1' } },
  'GET /_api/indicator': { query: { id: '1' } },
  'POST /_api/cart/add': { body: { indicatorId: 1 } },
  'POST /_api/cart/remove': { body: { indicatorId: 1 } },
  'POST /_api/checkout': { body: { country: 'DE' } },
  'GET /_api/admin/tax-rates': {},
  'POST /_api/admin/tax-rates': { body: { country: 'DE', ratePercent: 19 } },
  'POST /_api/admin/tax-rates/delete': { body: { country: 'DE' } },
  'GET /_api/orders/invoice': { query: { orderId: '1', format: 'html' } },
  'GET /_api/orders/credit-note': { query: { refundId: '1', format: 'html' } },
  'POST /_api/cart/discount': { body: { code: 'SUMMER20' } },
  'POST /_api/cart/discount/remove': { body: {} },
  'POST /_api/admin/discounts': { body: { code: 'SUMMER20', kind: 'percent', value: 20, isActive: true } },
  'POST /_api/admin/discounts/update': {
    body: { id: 1, code: 'SUMMER20', kind: 'fixed', value: 5, isActive: false, indicatorIds: [1] },
  },
  'POST /_api/admin/discounts/delete': { body: { id: 1 } },
  'POST /_api/licences/free': { body: { licenceId: 1, machineId: 'machine-1' } },
  'POST /_api/licences/activate': {
    body: { key: 'ABCDE-ABCDE-ABCDE-ABCDE', machineId: 'machine-1', machineName: 'Desk' },
  },
  'POST /_api/licences/validate': { body: { key: 'ABCDE-ABCDE-ABCDE-ABCDE', machineId: 'machine-1' } },
  'POST /_api/licences/deactivate': { body: { key: 'ABCDE-ABCDE-ABCDE-ABCDE', machineId: 'machine-1' } },
  'GET /_api/licences/events': { query: { licenceId: '1' } },
  'GET /_api/admin/licences': { query: { page: '1', limit: '20', search: 'ABCDE' } },
  'GET /_api/admin/licence': { query: { id: '1' } },
  'POST /_api/admin/licences/status': { body: { id: 1, status: 'suspended' } },
  'POST /_api/admin/licences/free': { body: { id: 1, machineId: 'machine-1' } },
  'POST /_api/admin/licences/reset': { body: { id: 1 } },
  'POST /_api/admin/licences/limit': { body: { id: 1, machineLimit: 2 } },
  'POST /_api/licences/reset-request': { body: { licenceId: 1 } },
  'POST /_api/licences/reset-confirm': { body: { token: 'abc' } },
  'POST /_api/account/profile': { body: { displayName: 'Trader', language: 'de' } },
  'POST /_api/account/password': { body: { currentPassword: 'old-password-1', newPassword: 'New-password-2!' } },
  'POST /_api/account/sessions/revoke': { body: { id: 'abc' } },
  'POST /_api/account/sessions/revoke-others': { body: {} },
  'POST /_api/account/email': { body: { email: 'new@example.com', currentPassword: 'old-password-1' } },
  'POST /_api/account/email/confirm': { body: { token: 'abc' } },
  'POST /_api/account/google/disconnect': { body: {} },
  'POST /_api/account/delete': { body: { password: 'old-password-1' } },
  'POST /_api/licences/offline': { body: { key: 'ABCDE-ABCDE-ABCDE-ABCDE', machineId: 'machine-1' } },
  'POST /_api/licences/transfer/request': {
    body: { key: 'ABCDE-ABCDE-ABCDE-ABCDE', machineId: 'machine-1', machineName: 'VPS' },
  },
  'POST /_api/licences/transfer/confirm': {
    body: { key: 'ABCDE-ABCDE-ABCDE-ABCDE', machineId: 'machine-1', code: '123456' },
  },
  'GET /_api/admin/licences/sdk': { query: {} },
  'POST /_api/licences/trial': { body: { product: 1, machineId: 'machine-1', machineName: 'Desk' } },
  'POST /_api/admin/orders/refund/retry': { body: { id: 1, refundId: 1 } },
  'GET /_api/admin/audit': {
    query: {
      page: '1',
      actor: 'admin',
      action: 'webhooks',
      target: 'webhooks#1',
      from: '2026-01-01',
      to: '2026-12-31',
    },
  },
  'GET /_api/admin/audit/export': { query: { actor: 'admin', from: '2026-01-01', to: '2026-12-31' } },
  'POST /_api/admin/api-keys': { body: { name: 'CRM', scopes: ['orders:read'] } },
  'POST /_api/admin/api-keys/revoke': { body: { id: 1 } },
  'GET /_api/admin/import': { query: { id: 'run-1' } },
  'POST /_api/admin/import/resume': { body: { id: 'run-1' } },
  'POST /_api/admin/import/rollback': { body: { id: 'run-1' } },
  'POST /_api/admin/webhooks': {
    body: { url: 'https://hooks.example.com/in', events: ['order.completed'], description: 'CRM' },
  },
  'POST /_api/admin/webhooks/update': { body: { id: 1, events: ['order.refunded'] } },
  'POST /_api/admin/webhooks/delete': { body: { id: 1 } },
  'POST /_api/admin/webhooks/rotate-secret': { body: { id: 1 } },
  'GET /_api/admin/webhooks/deliveries': { query: { webhookId: '1', page: '1' } },
  'POST /_api/admin/webhooks/redeliver': { body: { deliveryId: 1 } },
  'POST /_api/admin/backups': { body: {} },
  'GET /_api/licences/public-key': { query: { keyId: 'abcdef012345' } },
  'GET /_api/suggestions': { query: { page: '1', limit: '10', sortBy: 'upvotes' } },
  'POST /_api/suggestions': {
    body: {
      suggestionTitle: 'A new idea',
      description: 'A description long enough to pass.',
      name: 'Ann',
      email: 'ann@example.com',
      features: 'x',
      tradingStyle: '',
      timeframe: '',
    },
  },
  'POST /_api/suggestions/vote': { body: { id: 1 } },
  'GET /_api/suggestions/subscription': { query: { token: 'abc' } },
  'POST /_api/suggestions/subscription': { body: { token: 'abc', subscribed: false } },
  'GET /_api/admin/suggestions': {
    query: { page: '1', limit: '20', sortBy: 'createdAt', sortDirection: 'desc', status: 'planned' },
  },
  'POST /_api/admin/suggestions': { body: { id: 1, status: 'planned', priority: 3, adminNotes: 'ok' } },
  'POST /_api/admin/suggestions/bulk': { body: { ids: [1, 2], action: 'approve' } },
  'POST /_api/admin/suggestions/delete': { body: { id: 1 } },
  'POST /_api/admin/suggestions/merge': { body: { fromId: 2, intoId: 1 } },
  'GET /_api/suggestions/comments': { query: { suggestionId: '1', page: '1' } },
  'POST /_api/suggestions/comments': { body: { suggestionId: 1, body: 'A comment', website: '' } },
  'POST /_api/suggestions/comments/update': { body: { id: 1, body: 'An edit', hidden: false } },
  'POST /_api/suggestions/comments/delete': { body: { id: 1 } },
  'POST /_api/suggestions/subscribe': { body: { id: 1, subscribed: true } },
  'POST /_api/payments/stripe/webhook': { body: { id: 'evt_1', type: 'checkout.session.completed' } },
  'GET /_api/releases': { query: { indicatorId: '1' } },
  'POST /_api/releases/download': { body: { releaseId: 1 } },
  'GET /_api/licences/latest': { query: { key: 'ABCDE-ABCDE-ABCDE-ABCDE', product: '1' } },
  'POST /_api/licences/latest': { body: { key: 'ABCDE-ABCDE-ABCDE-ABCDE', product: 1 } },
  'GET /_api/changelog': { query: { page: '1', lang: 'de' } },
  'GET /_api/releases/notices/subscription': { query: { token: 'abc' } },
  'POST /_api/releases/notices/subscription': { body: { token: 'abc', subscribed: false } },
  'POST /_api/releases/notices': { body: { subscribed: false } },
  'POST /_api/admin/releases/update': {
    body: { id: 1, status: 'published', minPlatformVersion: '8.1', notes: { en: 'Fixes', de: 'Korrekturen' } },
  },
  'POST /_api/admin/releases/withdraw': { body: { id: 1, withdrawn: true } },
};

function blogPost() {
  return {
    title: 'Title',
    slug: 'a-title',
    excerpt: 'Excerpt',
    contentFormat: 'markdown',
    content: '# Hi',
    featuredImageUrl: '',
    categoryIds: [1],
    featured: false,
    seoTitle: '',
    seoDescription: '',
    publishedAt: null,
  };
}
function indicator() {
  return {
    name: 'Indicator',
    description: 'A long enough description',
    shortDescription: null,
    price: 19.99,
    imageUrl: null,
    isActive: true,
    features: ['One'],
    categoryIds: [1],
  };
}

const NUL = 'a\u0000b';
const MEGABYTE = 'a'.repeat(1024 * 1024);
const INT4_OVERFLOW = 2 ** 31;
const BEYOND_SAFE = 2 ** 53;

const manyKeys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]));

interface Probe {
  name: string;
  query?: Record<string, string | string[]>;
  /** A raw JSON text (deep nesting is built as text: JSON.stringify itself recurses). */
  body?: string;
  /** Whether the value can only be refused (a NUL, a 1 MB string): a 2xx fails the test. */
  mustRefuse: boolean;
}

/** Hostile values for one field, as JSON texts; `mustRefuse` when no contract could accept them. */
function fieldValues(sample: unknown): Array<{ name: string; json: string; mustRefuse: boolean }> {
  const values = [
    {
      name: 'NUL',
      json: JSON.stringify(typeof sample === 'string' || sample === undefined ? NUL : [NUL]),
      mustRefuse: true,
    },
    { name: 'NUL in a list', json: JSON.stringify([NUL]), mustRefuse: true },
    { name: '2^31', json: String(INT4_OVERFLOW), mustRefuse: false },
    { name: '2^53', json: String(BEYOND_SAFE), mustRefuse: false },
    { name: '-2^31', json: String(-INT4_OVERFLOW - 1), mustRefuse: false },
    { name: '1.5', json: '1.5', mustRefuse: false },
    { name: '1 MB string', json: JSON.stringify(MEGABYTE), mustRefuse: true },
    { name: 'nested 5,000 deep', json: `${'['.repeat(5000)}1${']'.repeat(5000)}`, mustRefuse: true },
    { name: '3,000 keys', json: JSON.stringify(manyKeys(3000)), mustRefuse: false },
    { name: '6,000 keys', json: JSON.stringify(manyKeys(6000)), mustRefuse: true },
  ];
  return values;
}

/** Every probe for one route: each field (and each field of a nested object) replaced in turn. */
function probesFor(route: RegisteredRoute): Probe[] {
  const sample = SAMPLES[`${route.method} ${route.url}`] ?? {};
  const probes: Probe[] = [];
  const query = sample.query ?? {};
  const bodyText = route.method === 'POST' ? JSON.stringify(sample.body ?? {}) : undefined;
  for (const key of [...Object.keys(query), 'unknownParam']) {
    for (const [name, value, mustRefuse] of [
      ['NUL', NUL, true],
      ['2^31', String(INT4_OVERFLOW), false],
      ['2^53', String(BEYOND_SAFE), false],
      ['1 MB string', MEGABYTE, true],
      ['repeated', ['1', '2', '3'], false],
    ] as const) {
      probes.push({
        name: `?${key}= ${name}`,
        query: { ...query, [key]: value as string | string[] },
        body: bodyText,
        mustRefuse: mustRefuse && key !== 'unknownParam',
      });
    }
  }
  probes.push({
    name: '3,000 query parameters',
    query: { ...query, ...Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`p${i}`, '1'])) },
    body: bodyText,
    mustRefuse: false,
  });
  if (route.method !== 'POST') return probes;

  const body = sample.body ?? {};
  const withField = (path: string[], json: string): string => {
    if (path.length === 1)
      return `{${[
        ...Object.entries(body)
          .filter(([k]) => k !== path[0])
          .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`),
        `${JSON.stringify(path[0])}:${json}`,
      ].join(',')}}`;
    const [outer, inner] = path as [string, string];
    const nested = (body[outer] ?? {}) as Record<string, unknown>;
    const innerJson = `{${[
      ...Object.entries(nested)
        .filter(([k]) => k !== inner)
        .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`),
      `${JSON.stringify(inner)}:${json}`,
    ].join(',')}}`;
    return withField([outer], innerJson);
  };
  const paths: string[][] = [['unknownField']];
  for (const [key, value] of Object.entries(body)) {
    paths.push([key]);
    if (value && typeof value === 'object' && !Array.isArray(value))
      for (const inner of Object.keys(value)) paths.push([key, inner]);
  }
  for (const path of paths) {
    const current = path.reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], body);
    for (const value of fieldValues(current))
      probes.push({
        name: `${path.join('.')}: ${value.name}`,
        query,
        body: withField(path, value.json),
        mustRefuse: value.mustRefuse,
      });
  }
  for (const [name, json, mustRefuse] of [
    ['body nested 5,000 deep', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`, true],
    ['body with 6,000 keys', JSON.stringify({ ...body, ...manyKeys(6000) }), true],
    ['body with 3,000 keys', JSON.stringify({ ...body, ...manyKeys(3000) }), false],
    ['body is a list', '[1,2,3]', false],
    ['body is null', 'null', false],
    ['body is a string', '"x"', false],
  ] as const) {
    probes.push({ name, query, body: json, mustRefuse });
  }
  return probes;
}

/** The OAuth popup's routes answer every failure by sending the popup to its error page (SPEC §8). */
const refusedByRedirect = (location: unknown) =>
  typeof location === 'string' && location.startsWith(`${OAUTH_CALLBACK_PAGE}#error=`);

const ZOD_DEFAULT_PHRASES = /expected|received|too small|too big|invalid input|invalid option|unrecognized key/i;

describe('hostile input on every endpoint', () => {
  let table: RouteTableApp | undefined;
  let app: App;
  let routeTable: RegisteredRoute[] = [];
  const cookies: Record<'visitor' | 'user' | 'admin', string | undefined> = {
    visitor: undefined,
    user: undefined,
    admin: undefined,
  };

  const accounts: Partial<Record<'user' | 'admin', SessionUser>> = {};
  const signIn = async (role: 'user' | 'admin') => {
    accounts[role] ??= await createTestUser(app, { role });
    cookies[role] = await sessionCookie(app, accounts[role].id);
  };

  beforeAll(async () => {
    // Every route as it is registered: a new endpoint is probed without a line here (but a sample).
    table = await createRouteTableApp();
    app = table.app;
    routeTable = table.routes;
    await signIn('user');
    await signIn('admin');
  });
  afterAll(async () => {
    await table?.close();
  });

  it('every route with a body or query schema has a sample request here', () => {
    const missing = routeTable
      .filter((r) => (r.schema?.body || r.schema?.querystring) && !SAMPLES[`${r.method} ${r.url}`])
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  for (const role of ['visitor', 'user', 'admin'] as const) {
    it(`as a ${role}: never a 5xx, always the error shape, always words for people`, { timeout: 300_000 }, async () => {
      const failures: string[] = [];
      let count = 0;
      for (const route of routeTable) {
        if (!/^(GET|POST)$/.test(route.method) || route.url.includes('*') || route.url.includes(':')) continue;
        for (const probe of probesFor(route)) {
          count++;
          const response = await app.inject({
            method: route.method as 'GET' | 'POST',
            url: route.url,
            query: probe.query,
            // A fresh address per request: the per-IP limits must not hide what is behind them.
            remoteAddress: `10.${count % 250}.${Math.floor(count / 250) % 250}.${role.length}`,
            headers: {
              host: 'shop.test',
              origin: 'http://shop.test',
              ...(probe.body !== undefined ? { 'content-type': 'application/json' } : {}),
              ...(cookies[role] ? { cookie: cookies[role] } : {}),
            },
            payload: probe.body,
          });
          // Signing out ends the session: sign in again so the next probe is still made as this role.
          if (route.url === '/_api/auth/logout' && role !== 'visitor') await signIn(role);
          const label = `${route.method} ${route.url} [${probe.name}] → ${response.statusCode}`;
          if (response.statusCode >= 500) failures.push(`${label} ${response.body.slice(0, 200)}`);
          else if (probe.mustRefuse && response.statusCode < 400 && !refusedByRedirect(response.headers.location))
            failures.push(`${label} accepted ${String(response.headers.location ?? '')}`);
          else if (response.statusCode >= 400 && route.url.startsWith('/_api')) {
            const body = response.json() as { error?: unknown; details?: unknown };
            if (
              typeof body.error !== 'string' ||
              (body.details !== undefined && (typeof body.details !== 'object' || body.details === null))
            )
              failures.push(`${label} shape ${response.body.slice(0, 200)}`);
            else if (response.statusCode === 400) {
              const texts = [
                body.error,
                ...Object.values((body.details ?? {}) as Record<string, unknown>).filter((v) => typeof v === 'string'),
              ];
              const raw = texts.find((text) => ZOD_DEFAULT_PHRASES.test(text as string));
              if (raw) failures.push(`${label} says "${String(raw)}"`);
            }
          }
        }
      }
      expect(count).toBeGreaterThan(1000);
      expect(failures).toEqual([]);
    });
  }
});
