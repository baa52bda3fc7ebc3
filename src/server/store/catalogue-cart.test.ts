import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  addToCart,
  getCart,
  getIndicator,
  listCategories,
  listIndicators,
  removeFromCart,
} from '#shared/contracts/store.endpoints.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { buy, createCategory, createProduct, okBody } from './store.test-helpers.ts';

let t: TestApp;
let orderFlow: { id: number; name: string };
let volume: { id: number; name: string };
let ids: { pulse: number; profile: number; hidden: number; deleted: number; bundle: number };

beforeAll(async () => {
  t = await createTestApp({ TAX_RATE: '8.25' });
  orderFlow = await createCategory(t.app, 'Order Flow');
  volume = await createCategory(t.app, 'Volume');
  const pulse = await createProduct(t.app, { name: 'Orderflow Pulse', priceCents: 9_900, categoryIds: [orderFlow.id] });
  const profile = await createProduct(t.app, {
    name: 'Volume Profile Pro',
    priceCents: 12_950,
    categoryIds: [volume.id, orderFlow.id],
  });
  const hidden = await createProduct(t.app, { name: 'Hidden Draft', isActive: false, categoryIds: [orderFlow.id] });
  const deleted = await createProduct(t.app, { name: 'Retired Tool', deleted: true, categoryIds: [orderFlow.id] });
  const bundle = await createProduct(t.app, { name: 'Pro Bundle', priceCents: 29_900, kind: 'bundle', features: null });
  ids = { pulse: pulse.id, profile: profile.id, hidden: hidden.id, deleted: deleted.id, bundle: bundle.id };
});
afterAll(() => t.close());

describe('GET /_api/indicators and /_api/categories', () => {
  it('lists active indicators with the spec fields, dollars as numbers, the bundle first', async () => {
    const res = await new ApiClient(t.app).call(listIndicators, {});
    expect(res.status).toBe(200);
    const { indicators } = okBody(res);
    expect(indicators.map((i) => i.name)).toEqual(['Pro Bundle', 'Orderflow Pulse', 'Volume Profile Pro']);
    const profile = indicators.find((i) => i.id === ids.profile);
    expect(profile).toMatchObject({
      name: 'Volume Profile Pro',
      description: expect.any(String),
      shortDescription: 'Footprint and delta in one view.',
      price: 129.5,
      imageUrl: '/media/orderflow-pulse.webp',
      isActive: true,
      features: ['Footprint bars', 'Cumulative delta'],
      categories: [
        { id: orderFlow.id, name: 'Order Flow' },
        { id: volume.id, name: 'Volume' },
      ],
      kind: 'indicator',
      machineLimit: 1,
    });
    expect(new Date(profile!.createdAt).toISOString()).toBe(profile!.createdAt);
    const bundle = indicators[0];
    expect(bundle).toMatchObject({ kind: 'bundle', machineLimit: 2, price: 299, features: null, categories: [] });
  });

  it('filters by category and treats an empty categoryId as all', async () => {
    const api = new ApiClient(t.app);
    const inVolume = await api.ok(listIndicators, { categoryId: volume.id });
    expect(inVolume.indicators.map((i) => i.id)).toEqual([ids.profile]);
    // An empty value (a form's "All"), sent by hand: the whole list.
    expect((await api.get<unknown>('/_api/indicators?categoryId=')).body).toEqual(await api.ok(listIndicators, {}));
    expect((await api.ok(listIndicators, { categoryId: 999_999 })).indicators).toEqual([]);
  });

  it.each(['abc', '0', '-3', '1.5'])('rejects categoryId=%s with 400', async (value) => {
    const res = await new ApiClient(t.app).call(listIndicators, { categoryId: value });
    expect(res).toMatchObject({
      status: 400,
      body: { error: 'categoryId must be a positive integer.', code: 'validation_failed' },
    });
  });

  it('lists categories by name', async () => {
    const res = await new ApiClient(t.app).call(listCategories, undefined);
    expect(res.body).toEqual({
      categories: [
        { id: orderFlow.id, name: 'Order Flow', language: 'en' },
        { id: volume.id, name: 'Volume', language: 'en' },
      ],
    });
  });

  it('has indexes for the hot lookups (catalogue filter, category filter, licence key)', async () => {
    // With sequential scans priced out, a plan still scans only when no index fits the query.
    const plans = await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const explain = async (query: ReturnType<typeof sql>) => JSON.stringify(await tx.execute(sql`explain ${query}`));
      return [
        await explain(sql`select id from indicators where is_active = true and deleted_at is null`),
        await explain(sql`select indicator_id from indicator_categories where category_id = 1`),
        await explain(sql`select id from licences where key = 'ABCDE-FGHJK-MNPQR-STVWX'`),
      ];
    });
    for (const plan of plans) expect(plan).toMatch(/Index|Bitmap/);
  });
});

describe('GET /_api/indicator', () => {
  it('returns one active indicator', async () => {
    const res = await new ApiClient(t.app).call(getIndicator, { id: ids.pulse });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: ids.pulse,
      name: 'Orderflow Pulse',
      price: 99,
      categories: [{ id: orderFlow.id, name: 'Order Flow' }],
    });
  });

  it.each([
    ['missing', () => 999_999],
    ['inactive', () => ids.hidden],
    ['deleted', () => ids.deleted],
  ])('answers 404 "Indicator not found." when %s', async (_label, id) => {
    const res = await new ApiClient(t.app).call(getIndicator, { id: id() });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Indicator not found.', code: 'indicator_not_found' });
  });

  it('answers 400 for an id that is not a positive integer', async () => {
    const res = await new ApiClient(t.app).call(getIndicator, { id: 'abc' });
    expect(res).toMatchObject({ status: 400, body: { error: 'id must be a positive integer.' } });
  });
});

describe('cart', () => {
  it('needs a session for every call', async () => {
    const api = new ApiClient(t.app);
    expect((await api.call(getCart, undefined)).status).toBe(401);
    expect((await api.call(addToCart, { indicatorId: ids.pulse })).body).toEqual({
      error: 'Authentication required.',
      code: 'unauthorized',
    });
    expect((await api.post('/_api/cart/remove', { indicatorId: 'x' })).status).toBe(401);
  });

  it('adds, lists with server-side sums (tax in cents), and removes', async () => {
    const { client } = await signedInClient(t.app);
    expect((await client.call(addToCart, { indicatorId: ids.pulse })).body).toEqual({ success: true });
    expect((await client.call(addToCart, { indicatorId: ids.profile })).body).toEqual({ success: true });
    // A double click adds nothing twice.
    expect((await client.call(addToCart, { indicatorId: ids.pulse })).body).toEqual({ success: true });

    const cart = await client.ok(getCart, undefined);
    expect(cart.cartItems).toEqual([
      {
        id: expect.any(Number),
        indicatorId: ids.pulse,
        name: 'Orderflow Pulse',
        shortDescription: 'Footprint and delta in one view.',
        languages: { shortDescription: 'en' },
        imageUrl: '/media/orderflow-pulse.webp',
        price: 99,
        kind: 'indicator',
        machineLimit: 1,
        renewalOf: null,
        upgradeCredit: 0,
      },
      expect.objectContaining({ indicatorId: ids.profile, price: 129.5 }),
    ]);
    // 228.50 × 8.25 % = 18.85125 → 18.85; no float drift in the total.
    expect(cart.summary).toEqual({
      subtotal: 228.5,
      upgradeCredit: 0,
      discount: 0,
      discountCode: null,
      country: null,
      taxRate: 8.25,
      pricesIncludeTax: false,
      tax: 18.85,
      total: 247.35,
    });
    expect(cart.paymentProvider).toBe('instant');

    expect((await client.call(removeFromCart, { indicatorId: ids.pulse })).body).toEqual({ success: true });
    expect((await client.call(removeFromCart, { indicatorId: ids.pulse })).body).toEqual({ success: true });
    expect((await client.ok(getCart, undefined)).cartItems.map((i) => i.indicatorId)).toEqual([ids.profile]);
  });

  it.each([
    [{}, 'indicatorId must be a positive integer.'],
    [{ indicatorId: 0 }, 'indicatorId must be a positive integer.'],
    [{ indicatorId: -1 }, 'indicatorId must be a positive integer.'],
    [{ indicatorId: 1.5 }, 'indicatorId must be a positive integer.'],
    [{ indicatorId: '5' }, 'indicatorId must be a positive integer.'],
    [{ indicatorId: 1, extra: true }, expect.any(String)],
  ])('rejects body %j with 400', async (body, message) => {
    const { client } = await signedInClient(t.app);
    expect(await client.post<unknown>('/_api/cart/add', body)).toMatchObject({
      status: 400,
      body: { error: message, code: 'validation_failed' },
    });
  });

  it('refuses missing, inactive and deleted indicators with 404', async () => {
    const { client } = await signedInClient(t.app);
    for (const id of [999_999, ids.hidden, ids.deleted]) {
      expect(await client.call(addToCart, { indicatorId: id })).toMatchObject({
        status: 404,
        body: { error: 'Indicator not found.', code: 'indicator_not_found' },
      });
    }
  });

  it('refuses an owned indicator and anything an owned Pro Bundle covers', async () => {
    const { client } = await signedInClient(t.app);
    await buy(client, ids.pulse);
    expect(await client.call(addToCart, { indicatorId: ids.pulse })).toMatchObject({
      status: 409,
      body: { error: 'You already own this indicator.', code: 'already_owned' },
    });
    expect((await client.call(addToCart, { indicatorId: ids.profile })).status).toBe(200);

    const { client: bundleOwner } = await signedInClient(t.app);
    await buy(bundleOwner, ids.bundle);
    expect(await bundleOwner.call(addToCart, { indicatorId: ids.profile })).toMatchObject({
      status: 409,
      body: { error: 'Your Pro Bundle already includes this indicator.', code: 'covered_by_bundle' },
    });
    expect(await bundleOwner.call(addToCart, { indicatorId: ids.bundle })).toMatchObject({
      status: 409,
      body: { error: 'You already own this indicator.', code: 'already_owned' },
    });
  });

  it('refuses a single indicator while the Pro Bundle is in the cart', async () => {
    const { client } = await signedInClient(t.app);
    await client.call(addToCart, { indicatorId: ids.bundle });
    expect(await client.call(addToCart, { indicatorId: ids.pulse })).toMatchObject({
      status: 409,
      body: { error: 'The Pro Bundle in your cart already includes this indicator.', code: 'bundle_in_cart' },
    });
  });

  it('hides an indicator deactivated after it was added', async () => {
    const { client } = await signedInClient(t.app);
    const product = await createProduct(t.app, { name: 'Soon Hidden' });
    await client.call(addToCart, { indicatorId: product.id });
    await t.app.db.execute(sql`update indicators set is_active = false where id = ${product.id}`);
    expect((await client.ok(getCart, undefined)).cartItems).toEqual([]);
  });

  it("keeps carts apart: one user never sees or changes another user's cart", async () => {
    const { client: alice } = await signedInClient(t.app);
    const { client: bob } = await signedInClient(t.app);
    await alice.call(addToCart, { indicatorId: ids.pulse });
    expect((await bob.ok(getCart, undefined)).cartItems).toEqual([]);
    await bob.call(removeFromCart, { indicatorId: ids.pulse });
    expect((await alice.ok(getCart, undefined)).cartItems).toHaveLength(1);
  });

  it('refuses cross-site and non-JSON writes (CSRF)', async () => {
    const { client } = await signedInClient(t.app);
    const crossSite = await client.post(
      '/_api/cart/add',
      { indicatorId: ids.pulse },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    const form = await client.request({
      method: 'POST',
      url: '/_api/cart/add',
      payload: 'indicatorId=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://shop.test' },
    });
    expect(form.status).toBe(400);
  });
});

describe('sitemap', () => {
  it('lists the detail page of every indicator on sale, and no hidden one', async () => {
    const xml = (await new ApiClient(t.app).get('/sitemap.xml')).body as string;
    expect(xml).toContain(`<loc>http://shop.test/indicators/${ids.pulse}</loc>`);
    expect(xml).toContain(`<loc>http://shop.test/indicators/${ids.bundle}</loc>`);
    expect(xml).not.toContain(`/indicators/${ids.hidden}<`);
    expect(xml).not.toContain(`/indicators/${ids.deleted}<`);
  });
});
