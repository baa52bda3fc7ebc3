import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createIndicator,
  deleteIndicator,
  getAdminOrder,
  listAdminCategories,
  listAdminIndicators,
  listAdminOrders,
  refundOrder,
  updateIndicator,
} from '#shared/contracts/admin-store.endpoints.ts';
import { INDICATOR_MESSAGES } from '#shared/contracts/admin-store.ts';
import type { Endpoint } from '#shared/contracts/endpoint.ts';
import { upload, zipLike } from '../releases/releases.test-helpers.ts';
import { cartItems, indicators, orderItems, orders } from '../store/store.schema.ts';
import { type ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { expectAdminOnly } from '../testing/admin-only.ts';
import { signedInClient } from '../testing/users.ts';
import { createCategory, createIndicatorRow, createOrder, indicatorBody } from './store-admin.test-helpers.ts';

let t: TestApp;
let admin: ApiClient;
let catA: { id: number; name: string };
let catB: { id: number; name: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInClient(t.app, 'admin')).client;
  catA = await createCategory(t.app, 'Order Flow');
  catB = await createCategory(t.app, 'Volume');
});
afterAll(() => t.close());

describe('role matrix on every admin store call', () => {
  const endpoints: Endpoint[] = [
    listAdminIndicators,
    listAdminCategories,
    createIndicator,
    updateIndicator,
    deleteIndicator,
    listAdminOrders,
    getAdminOrder,
    refundOrder,
  ];
  it.each(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s: visitor 401, user 403, before any validation (empty and bad input)',
    (_name, endpoint) =>
      expectAdminOnly(t.app, endpoint, {
        query: 'id=x&categoryId=x&page=0&extra=1',
        body: { id: 'x', price: 'x', extra: 1 },
      }),
  );

  it('lists every category by name for the filter and the form', async () => {
    const res = await admin.ok(listAdminCategories, undefined);
    expect(res.categories).toEqual([
      { id: catA.id, name: 'Order Flow', translations: {}, indicatorCount: 0 },
      { id: catB.id, name: 'Volume', translations: {}, indicatorCount: 0 },
    ]);
  });

  it('admin gets 200 on the list calls', async () => {
    expect((await admin.call(listAdminIndicators, {})).status).toBe(200);
    expect((await admin.call(listAdminCategories, undefined)).status).toBe(200);
    expect((await admin.call(listAdminOrders, {})).status).toBe(200);
  });
});

describe('create, read, update indicators', () => {
  it('creates an indicator and answers { indicator } with dollars and categories', async () => {
    const { indicator } = await admin.ok(createIndicator, indicatorBody([catA.id, catB.id]));
    expect(indicator).toMatchObject({
      name: 'Order Flow Pro',
      price: 149.99,
      isActive: true,
      shortDescription: 'Footprint and delta in one view.',
      features: ['Footprint bars', 'Cumulative delta'],
      kind: 'indicator',
      categories: [
        { id: catA.id, name: 'Order Flow' },
        { id: catB.id, name: 'Volume' },
      ],
    });
    const [row] = await t.app.db.select().from(indicators).where(eq(indicators.id, indicator.id));
    expect(row!.priceCents).toBe(14999);
  });

  it('accepts an image the shop serves itself (the demo catalogue uses /media/…)', async () => {
    const res = await admin.ok(createIndicator, indicatorBody([catA.id], { imageUrl: '/media/orderflow-pulse.webp' }));
    expect(res.indicator.imageUrl).toBe('/media/orderflow-pulse.webp');
  });

  it('stores empty short description, image URL and feature list as null', async () => {
    const res = await admin.ok(
      createIndicator,
      indicatorBody([catA.id], { shortDescription: '', imageUrl: null, features: [] }),
    );
    expect(res.indicator).toMatchObject({ shortDescription: null, imageUrl: null, features: null });
  });

  it('lists inactive ones too, filters by category, and hides deleted ones', async () => {
    const inactive = await createIndicatorRow(t.app, {
      name: 'Dormant Gauge',
      isActive: false,
      categoryIds: [catB.id],
    });
    const gone = await createIndicatorRow(t.app, { name: 'Gone Gauge', categoryIds: [catB.id] });
    await t.app.db.update(indicators).set({ deletedAt: new Date() }).where(eq(indicators.id, gone.id));

    const all = await admin.ok(listAdminIndicators, {});
    const names = all.indicators.map((i) => i.name);
    expect(names).toContain('Dormant Gauge');
    expect(names).not.toContain('Gone Gauge');
    expect(all.indicators.find((i) => i.id === inactive.id)).toMatchObject({
      isActive: false,
      price: 99,
      categories: [{ id: catB.id, name: 'Volume' }],
    });

    const onlyA = await admin.ok(listAdminIndicators, { categoryId: catA.id });
    expect(onlyA.indicators.length).toBeGreaterThan(0);
    expect(onlyA.indicators.every((i) => i.categories.some((c) => c.id === catA.id))).toBe(true);
    expect(await admin.get('/_api/admin/indicators?categoryId=abc')).toMatchObject({
      status: 400,
      body: { code: 'validation_failed' },
    });
  });

  it('updates every field, replacing the categories (the status toggle is a full update)', async () => {
    const created = (await admin.ok(createIndicator, indicatorBody([catA.id]))).indicator;
    const { indicator } = await admin.ok(updateIndicator, {
      ...indicatorBody([catB.id]),
      id: created.id,
      name: 'Order Flow Pro 2',
      price: 199,
      isActive: false,
    });
    expect(indicator).toMatchObject({
      id: created.id,
      name: 'Order Flow Pro 2',
      price: 199,
      isActive: false,
      categories: [{ id: catB.id, name: 'Volume' }],
    });
    expect(new Date(indicator.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(created.updatedAt).getTime());
  });

  it('answers 404 for a missing or deleted indicator and 400 for unknown categories, with codes', async () => {
    expect(await admin.call(updateIndicator, { ...indicatorBody([catA.id]), id: 999_999 })).toMatchObject({
      ok: false,
      status: 404,
      body: { error: 'Indicator not found.', code: 'indicator_not_found' },
    });
    expect(await admin.call(deleteIndicator, { id: 999_999 })).toMatchObject({
      status: 404,
      body: { error: 'Indicator not found.', code: 'indicator_not_found' },
    });
    expect(await admin.call(createIndicator, indicatorBody([catA.id, 999_999]))).toMatchObject({
      status: 400,
      body: {
        error: 'One or more categories do not exist.',
        code: 'indicator_category_not_found',
        details: { categoryIds: 'One or more categories do not exist.' },
      },
    });
  });
});

describe('validation messages (SPEC §5)', () => {
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['short name', { name: 'ab' }, 'name', INDICATOR_MESSAGES.nameMin],
    ['blank name', { name: '   ' }, 'name', INDICATOR_MESSAGES.nameMin],
    ['missing name', { name: undefined }, 'name', INDICATOR_MESSAGES.nameMin],
    ['short description', { description: 'too short' }, 'description', INDICATOR_MESSAGES.descriptionMin],
    [
      'long short description',
      { shortDescription: 'x'.repeat(201) },
      'shortDescription',
      INDICATOR_MESSAGES.shortDescriptionMax,
    ],
    ['zero price', { price: 0 }, 'price', INDICATOR_MESSAGES.pricePositive],
    ['negative price', { price: -5 }, 'price', INDICATOR_MESSAGES.pricePositive],
    ['price as text', { price: '99' }, 'price', INDICATOR_MESSAGES.pricePositive],
    ['price below a cent', { price: 0.004 }, 'price', INDICATOR_MESSAGES.pricePositive],
    ['bad URL', { imageUrl: 'not a url' }, 'imageUrl', INDICATOR_MESSAGES.urlInvalid],
    ['script URL', { imageUrl: 'javascript:alert(1)' }, 'imageUrl', INDICATOR_MESSAGES.urlInvalid],
    ['protocol-relative URL', { imageUrl: '//evil.example/x.png' }, 'imageUrl', INDICATOR_MESSAGES.urlInvalid],
    ['relative path', { imageUrl: 'media/x.png' }, 'imageUrl', INDICATOR_MESSAGES.urlInvalid],
    ['empty feature', { features: ['Footprint', ''] }, 'features.1', INDICATOR_MESSAGES.featureEmpty],
    ['blank feature', { features: ['   '] }, 'features.0', INDICATOR_MESSAGES.featureEmpty],
    ['no categories', { categoryIds: [] }, 'categoryIds', INDICATOR_MESSAGES.categoriesRequired],
    ['missing categories', { categoryIds: undefined }, 'categoryIds', INDICATOR_MESSAGES.categoriesRequired],
  ];

  // Raw bodies on purpose: these are inputs the declared types would refuse.
  it.each(cases)('create refuses %s', async (_name, patch, field, message) => {
    const res = await admin.post('/_api/admin/indicators', { ...indicatorBody([catA.id]), ...patch });
    expect(res).toMatchObject({
      status: 400,
      body: { error: message, code: 'validation_failed', details: { [field]: message } },
    });
  });

  it.each(cases)('update refuses %s', async (_name, patch, field, message) => {
    const res = await admin.post('/_api/admin/indicators/update', { ...indicatorBody([catA.id]), ...patch, id: 1 });
    expect(res).toMatchObject({ status: 400, body: { error: message, details: { [field]: message } } });
  });

  it('update requires an id, and unknown fields are refused', async () => {
    expect((await admin.post('/_api/admin/indicators/update', indicatorBody([catA.id]))).status).toBe(400);
    expect((await admin.post('/_api/admin/indicators', { ...indicatorBody([catA.id]), priceCents: 1 })).status).toBe(
      400,
    );
    expect((await admin.post('/_api/admin/indicators/delete', { id: 'x' })).status).toBe(400);
  });
});

describe('delete', () => {
  it('removes an indicator never sold, also from carts', async () => {
    const row = await createIndicatorRow(t.app, { categoryIds: [catA.id] });
    const { user } = await signedInClient(t.app, 'user');
    await t.app.db.insert(cartItems).values({ userId: user.id, indicatorId: row.id });

    expect(await admin.ok(deleteIndicator, { id: row.id })).toEqual({
      success: true,
      id: row.id,
      softDeleted: false,
    });
    expect(await t.app.db.select().from(indicators).where(eq(indicators.id, row.id))).toHaveLength(0);
    expect(await t.app.db.select().from(cartItems).where(eq(cartItems.indicatorId, row.id))).toHaveLength(0);
  });

  it('soft-deletes an indicator never sold that has releases, keeping them and their files', async () => {
    const row = await createIndicatorRow(t.app, { categoryIds: [catA.id] });
    const created = await upload(
      admin,
      { indicatorId: String(row.id), version: '1.0.0', minPlatformVersion: '8.1.2' },
      { bytes: zipLike(2_000).bytes },
    );
    expect(created.status).toBe(201);

    expect(await admin.ok(deleteIndicator, { id: row.id })).toEqual({ success: true, id: row.id, softDeleted: true });
    const [kept] = await t.app.db.select().from(indicators).where(eq(indicators.id, row.id));
    expect(kept!.deletedAt).toBeInstanceOf(Date);
    expect((await admin.call(deleteIndicator, { id: row.id })).status).toBe(404);
  });

  it('soft-deletes a sold indicator so an old order stays intact', async () => {
    const row = await createIndicatorRow(t.app, { name: 'Sold Signal', priceCents: 12900, categoryIds: [catA.id] });
    const { user } = await signedInClient(t.app, 'user');
    const { order, keys } = await createOrder(t.app, user.id, [row]);

    expect(await admin.ok(deleteIndicator, { id: row.id })).toEqual({
      success: true,
      id: row.id,
      softDeleted: true,
    });

    const [kept] = await t.app.db.select().from(indicators).where(eq(indicators.id, row.id));
    expect(kept).toMatchObject({ isActive: false });
    expect(kept!.deletedAt).toBeInstanceOf(Date);
    expect((await admin.ok(listAdminIndicators, {})).indicators.map((i) => i.id)).not.toContain(row.id);
    // A second delete or an edit of the deleted row finds nothing.
    expect((await admin.call(deleteIndicator, { id: row.id })).status).toBe(404);
    expect((await admin.call(updateIndicator, { ...indicatorBody([catA.id]), id: row.id })).status).toBe(404);

    const [stillThere] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stillThere).toMatchObject({ status: 'completed', totalCents: 12900 });
    expect(await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, order.id))).toEqual([
      expect.objectContaining({ name: 'Sold Signal', priceCents: 12900 }),
    ]);
    const detail = await admin.ok(getAdminOrder, { id: order.id });
    expect(detail.order.items[0]).toMatchObject({
      name: 'Sold Signal',
      purchasePrice: 129,
      licence: { key: keys[0], status: 'active' },
    });
  });
});
