import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SCOPES, type ApiScope } from '#shared/contracts/api-keys.constants.ts';
import { createApiKey, listApiKeys, revokeApiKey } from '#shared/contracts/api-keys.endpoints.ts';
import { listAudit } from '#shared/contracts/audit.endpoints.ts';
import { listAdminOrders } from '#shared/contracts/admin-store.endpoints.ts';
import { setLicenceStatus } from '#shared/contracts/licence-admin.endpoints.ts';
import { setTaxRate } from '#shared/contracts/tax.endpoints.ts';
import { createTestApp, ApiClient, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { API_KEY_INVALID_MESSAGE } from './bearer.ts';

// Seller API keys: scopes, 401/403, no Origin for bearer calls, a limit per key, audited.
let t: TestApp;
let admin: ApiClient;

beforeAll(async () => {
  t = await createTestApp({ API_KEY_RATE_LIMIT: '5' });
  admin = (await signedInClient(t.app, 'admin')).client;
});
afterAll(() => t.close());

/** A request the way an integration sends it: no cookie, no Origin, only the key. */
async function bearer(token: string, method: 'GET' | 'POST', url: string, body?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { payload: JSON.stringify(body) } : {}),
    remoteAddress: '203.0.113.9',
  });
  return { status: res.statusCode, body: res.json() as { code?: string; error?: string } };
}

async function newKey(...scopes: ApiScope[]) {
  return admin.ok(createApiKey, { name: `key ${scopes.length}`, scopes });
}

describe('seller API keys', () => {
  it('shows the token once, lists keys without it, and stores only its hash', async () => {
    const created = await newKey('orders:read', 'orders:read');
    expect(created.token).toMatch(/^ntk_[\w-]{43}$/);
    const listed = (await admin.ok(listApiKeys, undefined)).keys.find((k) => k.id === created.id)!;
    expect(listed).toMatchObject({ scopes: ['orders:read'], prefix: created.token.slice(0, 12), lastUsedAt: null });
    expect(JSON.stringify(await admin.ok(listApiKeys, undefined))).not.toContain(created.token);
  });

  it('lets a key call the endpoints its scope names, without Origin; 403 for others; 401 revoked or unknown', async () => {
    const key = await newKey('orders:read');
    expect((await bearer(key.token, 'GET', listAdminOrders.path)).status).toBe(200);
    const wrongScope = await bearer(key.token, 'POST', setLicenceStatus.path, { id: 1, status: 'suspended' });
    expect(wrongScope).toMatchObject({ status: 403, body: { code: 'api_key_scope_missing' } });
    // An endpoint that names no scope is for signed-in admins only, whatever the key holds.
    const all = await newKey(...API_SCOPES);
    expect((await bearer(all.token, 'POST', setTaxRate.path, { country: 'DE', ratePercent: 19 })).status).toBe(403);
    expect((await bearer(all.token, 'GET', listApiKeys.path)).status).toBe(403);
    expect((await bearer(all.token, 'POST', createApiKey.path, { name: 'x', scopes: ['orders:read'] })).status).toBe(
      403,
    );

    await admin.ok(revokeApiKey, { id: key.id });
    expect(await bearer(key.token, 'GET', listAdminOrders.path)).toMatchObject({
      status: 401,
      body: { code: 'unauthorized', error: API_KEY_INVALID_MESSAGE },
    });
    expect((await bearer('ntk_unknown', 'GET', listAdminOrders.path)).status).toBe(401);
    expect((await bearer('', 'GET', listAdminOrders.path)).status).toBe(401);
    expect((await admin.call(revokeApiKey, { id: key.id })).status).toBe(404);
  });

  it('a bearer header is judged by the key alone, even beside an admin cookie', async () => {
    const res = await admin.call(listAdminOrders, {}, { authorization: 'Bearer ntk_forged' });
    expect(res.status).toBe(401);
  });

  it('stops working when its admin is no longer an admin', async () => {
    const other = await signedInClient(t.app, 'admin');
    const key = await other.client.ok(createApiKey, { name: 'ex-admin', scopes: ['orders:read'] });
    const { users } = await import('../auth/auth.schema.ts');
    const { eq } = await import('drizzle-orm');
    await t.app.db.update(users).set({ role: 'user' }).where(eq(users.id, other.user.id));
    expect((await bearer(key.token, 'GET', listAdminOrders.path)).status).toBe(401);
  });

  it('audits every call made with a key, reads included, and records its last use', async () => {
    const key = await newKey('orders:read');
    await bearer(key.token, 'GET', listAdminOrders.path);
    const rows = (await admin.ok(listAudit, { actor: key.token.slice(0, 12) })).entries;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorType: 'api_key',
      actorApiKeyId: key.id,
      action: 'GET orders',
      ip: '203.0.113.9',
    });
    const listed = (await admin.ok(listApiKeys, undefined)).keys.find((k) => k.id === key.id)!;
    expect(listed.lastUsedAt).not.toBeNull();
  });

  it('limits each key on its own (API_KEY_RATE_LIMIT a minute)', async () => {
    const a = await newKey('orders:read');
    const b = await newKey('orders:read');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await bearer(a.token, 'GET', listAdminOrders.path)).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect((await bearer(b.token, 'GET', listAdminOrders.path)).status).toBe(200);
    // A signed-in admin is not limited by the keys.
    expect((await admin.call(listAdminOrders, {})).status).toBe(200);
  });

  it('a key on a customer endpoint is ignored: the API keys are for admin endpoints only', async () => {
    const key = await newKey(...API_SCOPES);
    const anonymous = new ApiClient(t.app, '10.3.3.3');
    expect((await anonymous.get('/_api/orders', { authorization: `Bearer ${key.token}` })).status).toBe(401);
  });
});
