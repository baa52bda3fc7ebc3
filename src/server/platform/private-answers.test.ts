import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { buy, createProduct, keysOf } from '../store/store.test-helpers.ts';
import { createRouteTableApp, type RouteTableApp } from '../testing/route-table.ts';
import { ApiClient } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { PRIVATE_ANSWER } from './security.ts';

// An API answer made for a session (licence keys on /_api/orders, an admin's
// lists) is never kept by a browser or a proxy: `Cache-Control: private, no-store` on every one,
// whatever its status, while the shared public answers keep their own caching.

let table: RouteTableApp;
let app: App;
let gets: string[] = [];

beforeAll(async () => {
  table = await createRouteTableApp({ AUTH_RATE_LIMIT: '1000', PAYMENT_PROVIDER: 'instant' });
  app = table.app;
  gets = table.routes.filter((r) => r.method === 'GET' && r.url.startsWith('/_api/')).map((r) => r.url);
});
afterAll(async () => {
  await table.close();
});

describe('private API answers', () => {
  it('keeps the licence keys of /_api/orders out of every cache', async () => {
    const { client } = await signedInClient(app, 'user', '10.78.0.1');
    const product = await createProduct(app);
    await buy(client, product.id);
    expect((await keysOf(client)).length).toBe(1);
    const orders = await client.get('/_api/orders');
    expect(orders.status).toBe(200);
    expect(orders.headers['cache-control']).toBe(PRIVATE_ANSWER);
  });

  it.each(['user', 'admin'] as const)('says no-store on every GET answer a signed-in %s gets', async (role) => {
    const { client } = await signedInClient(app, role, role === 'user' ? '10.78.0.2' : '10.78.0.3');
    const stored: string[] = [];
    for (const url of gets) {
      const res = await client.get(url.replace(/:(\w+)/g, '1'));
      if (!String(res.headers['cache-control'] ?? '').includes('no-store'))
        stored.push(`${url}: ${res.status} ${String(res.headers['cache-control'])}`);
    }
    expect(stored).toEqual([]);
  });

  it('says no-store on a refused call and a write, signed in or not', async () => {
    const anonymous = new ApiClient(app, '10.78.0.4');
    expect((await anonymous.get('/_api/orders')).headers['cache-control']).toBe(PRIVATE_ANSWER);
    const { client } = await signedInClient(app, 'user', '10.78.0.5');
    const remove = await client.post('/_api/cart/remove', { indicatorId: 1 });
    expect(remove.headers['cache-control']).toBe(PRIVATE_ANSWER);
  });

  it('leaves the shared public answers their own caching for a visitor', async () => {
    const anonymous = new ApiClient(app, '10.78.0.6');
    const catalogue = await anonymous.get('/_api/indicators');
    expect(catalogue.headers['cache-control']).toBe('no-cache');
    expect(catalogue.headers.etag).toBeTruthy();
  });
});
