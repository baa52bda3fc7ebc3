import { eq } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IndicatorDtoSchema,
  ListCategoriesResponseSchema,
  ListIndicatorsResponseSchema,
} from '#shared/contracts/store.ts';
import { createIndicator } from '#shared/contracts/admin-store.endpoints.ts';
import type { App } from '../app.ts';
import { indicatorBody } from '../store-admin/store-admin.test-helpers.ts';
import { redisReachable } from '../testing/redis.ts';
import { instancesSharingRedis, redisInstance } from '../testing/shared-redis.ts';
import { type ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import * as catalogue from './catalogue.service.ts';
import { indicators } from './store.schema.ts';
import { createCategory, createProduct } from './store.test-helpers.ts';

// The catalogue cache (DESIGN "Performance rules"): public answers come from memory, are the
// same bytes as without it, and every admin write shows on the next public read.

let t: TestApp;
let admin: ApiClient;
let category: { id: number; name: string };
let other: { id: number; name: string };
let pulseId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInClient(t.app, 'admin')).client;
  category = await createCategory(t.app, 'Order Flow');
  other = await createCategory(t.app, 'Volume');
  pulseId = (await createProduct(t.app, { name: 'Orderflow Pulse', priceCents: 9_900, categoryIds: [category.id] })).id;
  await createProduct(t.app, { name: 'Volume Profile Pro', priceCents: 12_950, categoryIds: [other.id, category.id] });
  await createProduct(t.app, { name: 'Pro Bundle', priceCents: 29_900, kind: 'bundle', features: null });
  // Written straight into the tables above, so no admin write has told the cache yet.
  await t.app.publicCache('catalogue').invalidate();
});
afterAll(() => t.close());

/** What the route sent before the cache: the service's answer through the response schema. */
const uncached = {
  list: async (categoryId?: number) =>
    JSON.stringify(ListIndicatorsResponseSchema.parse(await catalogue.listIndicators(t.app.db, { categoryId }, 'en'))),
  detail: async (id: number) =>
    JSON.stringify(IndicatorDtoSchema.parse(await catalogue.getIndicator(t.app.db, id, 'en'))),
  categories: async () =>
    JSON.stringify(ListCategoriesResponseSchema.parse(await catalogue.listCategories(t.app.db, 'en'))),
};

const raw = (app: App, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: 'shop.test', ...headers } });

describe('anonymous catalogue reads', () => {
  it.each([
    ['/_api/indicators', () => uncached.list()],
    ['/_api/indicators?categoryId=', () => uncached.list()],
    ['/_api/indicators?unknown=1', () => uncached.list()],
    ['/_api/categories', () => uncached.categories()],
  ])('%s: the first and the cached answer are the uncached bytes', async (url, expected) => {
    const first = await raw(t.app, url);
    const second = await raw(t.app, url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.body).toBe(await expected());
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('keeps each category filter and each indicator apart', async () => {
    expect((await raw(t.app, `/_api/indicators?categoryId=${other.id}`)).body).toBe(await uncached.list(other.id));
    expect((await raw(t.app, `/_api/indicators?categoryId=${category.id}`)).body).toBe(
      await uncached.list(category.id),
    );
    expect(JSON.parse((await raw(t.app, `/_api/indicators?categoryId=${other.id}`)).body).indicators).toHaveLength(1);
    expect((await raw(t.app, `/_api/indicator?id=${pulseId}`)).body).toBe(await uncached.detail(pulseId));
    expect((await raw(t.app, `/_api/indicator?id=${pulseId}`)).body).toBe(await uncached.detail(pulseId));
  });

  it('answers the same for a signed-in customer', async () => {
    const { client } = await signedInClient(t.app, 'user');
    expect(JSON.stringify((await client.get('/_api/indicators')).body)).toBe(await uncached.list());
  });

  it('still validates the query and answers 404 for a missing indicator', async () => {
    expect((await raw(t.app, '/_api/indicators?categoryId=abc')).statusCode).toBe(400);
    const missing = await raw(t.app, '/_api/indicator?id=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Indicator not found.', code: 'indicator_not_found' });
  });

  it('sends gzip or brotli of the same body, and 304 for a known ETag', async () => {
    const plain = await raw(t.app, '/_api/indicators');
    const gzipped = await raw(t.app, '/_api/indicators', { 'accept-encoding': 'gzip, deflate' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    const br = await raw(t.app, '/_api/indicators', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(
      (await raw(t.app, '/_api/indicators', { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding'],
    ).toBe('gzip');
    expect(gzipped.headers.vary).toContain('accept-encoding');

    const revalidated = await raw(t.app, '/_api/indicators', { 'if-none-match': String(plain.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });
});

describe('admin writes show on the next public read', () => {
  const publicList = async () =>
    JSON.parse((await raw(t.app, '/_api/indicators')).body).indicators as Array<{
      id: number;
      name: string;
      price: number;
    }>;

  it('price, name, categories and status of an update', async () => {
    expect((await publicList()).find((i) => i.id === pulseId)).toMatchObject({ name: 'Orderflow Pulse', price: 99 });
    await raw(t.app, `/_api/indicator?id=${pulseId}`);
    await raw(t.app, `/_api/indicators?categoryId=${other.id}`);

    const updated = await admin.post('/_api/admin/indicators/update', {
      id: pulseId,
      ...indicatorBody([category.id, other.id], { name: 'Orderflow Pulse II', price: 79.5 }),
    });
    expect(updated.status).toBe(200);
    expect((await publicList()).find((i) => i.id === pulseId)).toMatchObject({
      name: 'Orderflow Pulse II',
      price: 79.5,
    });
    expect(JSON.parse((await raw(t.app, `/_api/indicator?id=${pulseId}`)).body)).toMatchObject({
      name: 'Orderflow Pulse II',
      price: 79.5,
    });
    expect((await raw(t.app, `/_api/indicators?categoryId=${other.id}`)).body).toBe(await uncached.list(other.id));

    await admin.post('/_api/admin/indicators/update', {
      id: pulseId,
      ...indicatorBody([category.id], { name: 'Orderflow Pulse II', isActive: false }),
    });
    expect((await publicList()).map((i) => i.id)).not.toContain(pulseId);
    expect((await raw(t.app, `/_api/indicator?id=${pulseId}`)).statusCode).toBe(404);

    await admin.post('/_api/admin/indicators/update', {
      id: pulseId,
      ...indicatorBody([category.id], { name: 'Orderflow Pulse', isActive: true, price: 99 }),
    });
    expect((await raw(t.app, `/_api/indicator?id=${pulseId}`)).body).toBe(await uncached.detail(pulseId));
  });

  it('create and delete', async () => {
    const created = await admin.ok(createIndicator, indicatorBody([other.id], { name: 'Delta Divergence' }));
    const id = created.indicator.id;
    expect((await publicList()).map((i) => i.id)).toContain(id);
    expect((await raw(t.app, '/_api/indicators')).body).toBe(await uncached.list());

    expect((await admin.post('/_api/admin/indicators/delete', { id })).status).toBe(200);
    expect((await publicList()).map((i) => i.id)).not.toContain(id);
    expect((await raw(t.app, `/_api/indicator?id=${id}`)).statusCode).toBe(404);
  });

  it('a refused write changes nothing and the cache still answers', async () => {
    const before = (await raw(t.app, '/_api/indicators')).body;
    expect(
      (await admin.post('/_api/admin/indicators/update', { id: 999_999, ...indicatorBody([category.id]) })).status,
    ).toBe(404);
    expect((await raw(t.app, '/_api/indicators')).body).toBe(before);
  });
});

const reachable = await redisReachable();

describe('several instances sharing Redis', () => {
  const instances = instancesSharingRedis(reachable, () => redisInstance(t.database));

  it.skipIf(!reachable)('a write on one instance shows on the next read from the other', async () => {
    const [one, two] = instances as [App, App];
    // Both caches warm: the second read is a hit (the database changed under it, unseen).
    const before = (await raw(two, `/_api/indicator?id=${pulseId}`)).body;
    await raw(one, '/_api/indicators');
    await raw(two, '/_api/indicators');
    await t.app.db.update(indicators).set({ name: 'Changed behind the cache' }).where(eq(indicators.id, pulseId));
    expect((await raw(two, `/_api/indicator?id=${pulseId}`)).body).toBe(before);

    const oneAdmin = (await signedInClient(one, 'admin')).client;
    const updated = await oneAdmin.post('/_api/admin/indicators/update', {
      id: pulseId,
      ...indicatorBody([category.id], { name: 'Orderflow Pulse', price: 42 }),
    });
    expect(updated.status).toBe(200);

    expect(JSON.parse((await raw(two, `/_api/indicator?id=${pulseId}`)).body)).toMatchObject({ price: 42 });
    expect((await raw(two, '/_api/indicators')).body).toBe(await uncached.list());
    expect((await raw(one, '/_api/indicators')).body).toBe(await uncached.list());
  });
});
