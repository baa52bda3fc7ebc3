import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SCOPES, type ApiScope } from '#shared/contracts/api-keys.constants.ts';
import { createApiKey } from '#shared/contracts/api-keys.endpoints.ts';
import type { App } from '../app.ts';
import { createRouteTableApp, type RegisteredRoute, type RouteTableApp } from '../testing/route-table.ts';
import { signedInClient } from '../testing/users.ts';

// Every admin endpoint, called with a key of each scope. The key of the scope the
// declaration names gets past the guard (to validation); every other key gets 403.
let table: RouteTableApp;
let app: App;
let admin: RegisteredRoute[];
const tokens = new Map<ApiScope, string>();

beforeAll(async () => {
  table = await createRouteTableApp({ API_KEY_RATE_LIMIT: '100000' });
  app = table.app;
  admin = table.routes.filter((r) => r.url.startsWith('/_api/admin/'));
  const { client } = await signedInClient(app, 'admin');
  for (const scope of API_SCOPES)
    tokens.set(scope, (await client.ok(createApiKey, { name: scope, scopes: [scope] })).token);
});
afterAll(() => table.close());

async function callWith(token: string, route: RegisteredRoute) {
  const res = await app.inject({
    method: route.method as 'GET' | 'POST',
    url: route.method === 'GET' ? `${route.url}?id=abc&page=-1` : route.url,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(route.method === 'GET' ? {} : { payload: JSON.stringify({ id: 'x', unknownField: true }) }),
  });
  return { status: res.statusCode, code: (res.json() as { code?: string }).code };
}

describe('scope matrix', () => {
  it('covers the admin API, and names scopes only on admin endpoints', () => {
    expect(admin.length).toBeGreaterThan(50);
    expect(table.routes.filter((r) => r.config?.scope && !r.url.startsWith('/_api/admin/'))).toEqual([]);
    for (const scope of API_SCOPES)
      expect(
        admin.some((r) => r.config?.scope === scope),
        scope,
      ).toBe(true);
  });

  it('lets only the declared scope through, on every admin endpoint', async () => {
    const wrong: string[] = [];
    for (const route of admin) {
      for (const scope of API_SCOPES) {
        const res = await callWith(tokens.get(scope)!, route);
        const allowed = route.config?.scope === scope;
        const ok = allowed
          ? res.status !== 401 && res.status !== 403
          : res.status === 403 && res.code === 'api_key_scope_missing';
        if (!ok) wrong.push(`${route.method} ${route.url} with ${scope}: ${res.status} ${res.code}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 240_000);
});
