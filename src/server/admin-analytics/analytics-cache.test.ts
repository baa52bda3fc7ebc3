import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAdminAnalytics } from '#shared/contracts/admin-analytics.endpoints.ts';
import { AnalyticsResponseSchema, type AnalyticsResponse } from '#shared/contracts/admin-analytics.ts';
import { lastDays } from '#shared/contracts/date-range.ts';
import { endpointUrl } from '#shared/contracts/endpoint.ts';
import { activateLicence, validateLicence } from '#shared/contracts/licences.endpoints.ts';
import { addToCart, removeFromCart } from '#shared/contracts/store.endpoints.ts';
import type { App } from '../app.ts';
import { addOnClient } from '../licences/licences.test-helpers.ts';
import { buy, createProduct, keysOf } from '../store/store.test-helpers.ts';
import { supportMessages } from '../support/support.schema.ts';
import { redisReachable } from '../testing/redis.ts';
import { instancesSharingRedis, redisInstance } from '../testing/shared-redis.ts';
import { type ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { analytics } from './analytics.service.ts';

// The dashboard's answer is kept per range and interval in the admin cache (p99 under
// 200 ms) and emptied by every write made through the app, on every instance.

let t: TestApp;
let admin: ApiClient;
let customer: ApiClient;
let productId: number;
let otherProductId: number;

const INPUT = { ...lastDays(30), interval: 'day' as const };
const URL = endpointUrl(getAdminAnalytics, INPUT);

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInClient(t.app, 'admin')).client;
  customer = (await signedInClient(t.app, 'user')).client;
  productId = (await createProduct(t.app, { name: 'Cache Flow', priceCents: 4_900 })).id;
  otherProductId = (await createProduct(t.app, { name: 'Cache Band', priceCents: 5_900 })).id;
});
afterAll(() => t.close());

/** What the route sent before the cache: the service's answer through the response schema. */
const uncached = async (app: App = t.app) =>
  JSON.stringify(AnalyticsResponseSchema.parse(await analytics(app.db, INPUT, app.config.ANALYTICS_TIME_ZONE)));

const read = async (client = admin) => {
  const res = await client.request<AnalyticsResponse>({ method: 'GET', url: URL });
  expect(res.status).toBe(200);
  return res;
};

/** A write behind the app's back (SQL by hand): the cache cannot know of it. */
const unseenWrite = () =>
  t.app.db.insert(supportMessages).values({ name: 'n', email: 'n@example.com', subject: 's', message: 'm' });

describe('the analytics answer in the admin cache', () => {
  it('is the uncached bytes, private, and kept until a write through the app: a paid order', async () => {
    const first = await read();
    expect(JSON.stringify(first.body)).toBe(await uncached());
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.headers.etag).toBeTruthy();

    await unseenWrite();
    const kept = await read();
    expect(kept.headers.etag).toBe(first.headers.etag);
    expect(kept.body.open.supportMessages).toBe(first.body.open.supportMessages);

    await buy(customer, productId);
    const after = await read();
    expect(JSON.stringify(after.body)).toBe(await uncached());
    expect(after.body.current.totals.orders).toBe(first.body.current.totals.orders + 1);
    expect(after.body.current.totals.salesCents).toBe(first.body.current.totals.salesCents + 4_900);
    expect(after.body.open.supportMessages).toBe(first.body.open.supportMessages + 1);
  });

  it('is still for admins only once kept', async () => {
    await read();
    const { client } = await signedInClient(t.app, 'user');
    expect((await client.request({ method: 'GET', url: URL })).status).toBe(403);
  });

  it('shows a licence activation; the validate call, cart writes and a refused write keep it', async () => {
    const [key] = await keysOf(customer);
    const addOn = addOnClient(t.app, '10.7.7.7');
    const before = await read();

    await unseenWrite();
    expect((await addOn(activateLicence, { key, machineId: 'not a valid machine id \u0000' })).status).toBe(400);
    expect((await read()).headers.etag).toBe(before.headers.etag);

    expect((await addOn(activateLicence, { key, machineId: 'PC-1' })).status).toBe(200);
    const activated = await read();
    expect(JSON.stringify(activated.body)).toBe(await uncached());
    expect(activated.body.current.totals.activations).toBe(before.body.current.totals.activations + 1);

    await unseenWrite();
    expect((await addOn(validateLicence, { key, machineId: 'PC-1' })).body).toMatchObject({ valid: true });
    expect((await read()).headers.etag, 'validate writes nothing the dashboard shows').toBe(activated.headers.etag);
    expect((await customer.call(addToCart, { indicatorId: otherProductId })).status).toBe(200);
    expect((await customer.call(removeFromCart, { indicatorId: otherProductId })).status).toBe(200);
    expect((await read()).headers.etag, 'nor does a cart').toBe(activated.headers.etag);
  });
});

const reachable = await redisReachable();

describe('several instances sharing Redis', () => {
  const instances = instancesSharingRedis(reachable, () => redisInstance(t.database));

  it.skipIf(!reachable)('an order paid on one instance shows on the next read from the other', async () => {
    const [one, two] = instances as [App, App];
    const adminOnTwo = (await signedInClient(two, 'admin')).client;
    const buyerOnOne = (await signedInClient(one, 'user')).client;
    const before = await read(adminOnTwo);
    await unseenWrite();
    expect((await read(adminOnTwo)).headers.etag, 'kept on the second instance').toBe(before.headers.etag);

    await buy(buyerOnOne, productId);
    const after = await read(adminOnTwo);
    expect(JSON.stringify(after.body)).toBe(await uncached(two));
    expect(after.body.current.totals.orders).toBe(before.body.current.totals.orders + 1);
  });
});
