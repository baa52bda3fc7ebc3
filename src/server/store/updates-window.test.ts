import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIndicator, listAdminIndicators, updateIndicator } from '#shared/contracts/admin-store.endpoints.ts';
import { getAdminLicence } from '#shared/contracts/licence-admin.endpoints.ts';
import { activateLicence, validateLicence } from '#shared/contracts/licences.endpoints.ts';
import { latestRelease, listReleases, requestDownload } from '#shared/contracts/releases.endpoints.ts';
import { getIndicator, listOrders } from '#shared/contracts/store.endpoints.ts';
import { releases } from '../releases/releases.schema.ts';
import { upload, zipLike } from '../releases/releases.test-helpers.ts';
import { createTestApp, ApiClient, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { licences } from './store.schema.ts';
import { buy, createCategory, createProduct } from './store.test-helpers.ts';
import { addMonths, renewedUntil } from './updates-window.ts';

// Updates window: a licence includes the releases published before purchase +
// `updatesMonths`; later ones are listed but refused (403 `updates_expired`); `latest` still
// names them, with `updatesUntil`. The app's clock is set per test (`app.clock`).

describe('calendar months (UTC)', () => {
  it('adds months, keeping the day or taking the month’s last', () => {
    expect(addMonths(new Date('2026-01-15T10:00:00Z'), 12).toISOString()).toBe('2027-01-15T10:00:00.000Z');
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2028-01-31T00:00:00Z'), 1).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(addMonths(new Date('2026-11-30T00:00:00Z'), 3).toISOString()).toBe('2027-02-28T00:00:00.000Z');
  });

  it('renews from the later of now and the current end', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(renewedUntil(new Date('2026-09-01T00:00:00Z'), now, 12).toISOString()).toBe('2027-09-01T00:00:00.000Z');
    expect(renewedUntil(new Date('2026-01-01T00:00:00Z'), now, 12).toISOString()).toBe('2027-06-01T00:00:00.000Z');
  });
});

describe('the updates window of a licence', () => {
  let t: TestApp;
  let admin: ApiClient;
  const purchase = new Date('2025-01-10T12:00:00Z');
  const end = '2026-01-10T12:00:00.000Z';

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInClient(t.app, 'admin')).client;
  });
  afterAll(async () => t?.close());

  async function publish(productId: number, version: string, publishedAt: Date) {
    const created = await upload(
      admin,
      { indicatorId: String(productId), version, minPlatformVersion: '8.1', status: 'published' },
      { bytes: zipLike(500).bytes },
    );
    if (created.status !== 201) throw new Error(JSON.stringify(created.body));
    await t.app.db.update(releases).set({ publishedAt }).where(eq(releases.id, created.body.release.id));
    return created.body.release.id;
  }

  async function ownerOf(product: { id: number }, at: Date) {
    const owner = await signedInClient(t.app, 'user');
    t.app.clock = () => at;
    try {
      await buy(owner.client, product.id);
    } finally {
      t.app.clock = () => new Date();
    }
    const { orders } = await owner.client.ok(listOrders, undefined);
    return { ...owner, licence: orders[0]!.items[0]!.licence! };
  }

  it('starts at the purchase and ends updatesMonths later, on /orders, the licence admin and signed answers', async () => {
    const product = await createProduct(t.app, { updatesMonths: 12, renewalPriceCents: 2_900 });
    const owner = await ownerOf(product, purchase);
    expect(owner.licence.updatesUntil).toBe(end);
    expect(owner.licence.updatesExpired).toBe(true);

    t.app.clock = () => new Date('2025-06-01T00:00:00Z');
    const early = await owner.client.ok(listOrders, undefined);
    expect(early.orders[0]!.items[0]!.licence).toMatchObject({ updatesUntil: end, updatesExpired: false });
    t.app.clock = () => new Date();

    const detail = await admin.ok(getAdminLicence, { id: owner.licence.id });
    expect(detail.licence.updatesUntil).toBe(end);

    const addon = new ApiClient(t.app, '10.20.0.1');
    const key = owner.licence.key;
    const activated = await addon.ok(activateLicence, { key, machineId: 'PC-1' });
    expect(activated.licence?.updatesUntil).toBe(end);
    const validated = await addon.ok(validateLicence, { key, machineId: 'PC-1' });
    // The licence never stops working: only downloads end.
    expect(validated).toMatchObject({ valid: true, code: 'VALID', licence: { updatesUntil: end } });
  });

  it('lists every release, marks those after the window, and refuses their download with 403 updates_expired', async () => {
    const product = await createProduct(t.app, { updatesMonths: 12 });
    const owner = await ownerOf(product, purchase);
    const within = await publish(product.id, '1.0.0', new Date('2025-11-01T00:00:00Z'));
    const after = await publish(product.id, '2.0.0', new Date('2026-02-01T00:00:00Z'));

    const listed = await owner.client.ok(listReleases, { indicatorId: product.id });
    expect(listed.releases.map((r) => [r.version, r.updatesExpired])).toEqual([
      ['2.0.0', true],
      ['1.0.0', false],
    ]);
    expect((await owner.client.call(requestDownload, { releaseId: within })).status).toBe(200);
    const refused = await owner.client.call(requestDownload, { releaseId: after });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'updates_expired' });

    // The add-on's update check still names the version, with the end of updates and no link.
    const latest = await new ApiClient(t.app, '10.20.0.2').ok(latestRelease, {
      key: owner.licence.key,
      product: product.id,
    });
    expect(latest).toMatchObject({ version: '2.0.0', updatesUntil: end, updatesExpired: true });
    expect(latest.downloadUrl).toBeUndefined();
  });

  it('keeps updates forever for a product without a window (0), as for every licence sold before', async () => {
    const product = await createProduct(t.app);
    const owner = await ownerOf(product, purchase);
    expect(owner.licence).toMatchObject({ updatesUntil: null, updatesExpired: false });
    const release = await publish(product.id, '9.0.0', new Date());
    expect((await owner.client.call(requestDownload, { releaseId: release })).status).toBe(200);
    const latest = await new ApiClient(t.app, '10.20.0.3').ok(latestRelease, {
      key: owner.licence.key,
      product: product.id,
    });
    expect(latest).toMatchObject({ version: '9.0.0', updatesUntil: null, updatesExpired: false });
    expect(latest.downloadUrl).toEqual(expect.any(String));
  });

  it('lets a bundle owner download what the widest of their windows covers', async () => {
    const indicator = await createProduct(t.app, { updatesMonths: 12 });
    const bundle = await createProduct(t.app, { kind: 'bundle', updatesMonths: 24 });
    const owner = await ownerOf(bundle, purchase);
    expect(owner.licence.updatesUntil).toBe('2027-01-10T12:00:00.000Z');
    const release = await publish(indicator.id, '1.5.0', new Date('2026-06-01T00:00:00Z'));
    expect((await owner.client.call(requestDownload, { releaseId: release })).status).toBe(200);
  });

  it('stores the window, renewal price and trial days from the admin API; an update without them keeps them', async () => {
    const category = await createCategory(t.app);
    const base = {
      name: 'Window Indicator',
      description: 'An indicator with an updates window and a trial.',
      price: 149,
      categoryIds: [category.id],
    };
    const created = await admin.ok(createIndicator, { ...base, updatesMonths: 12, renewalPrice: 49.5, trialDays: 14 });
    expect(created.indicator).toMatchObject({ updatesMonths: 12, renewalPrice: 49.5, trialDays: 14 });
    const plain = await admin.ok(createIndicator, { ...base, name: 'Forever Indicator' });
    expect(plain.indicator).toMatchObject({ updatesMonths: 0, renewalPrice: 0, trialDays: 0 });

    const updated = await admin.ok(updateIndicator, { id: created.indicator.id, ...base, price: 159 });
    expect(updated.indicator).toMatchObject({ price: 159, updatesMonths: 12, renewalPrice: 49.5, trialDays: 14 });
    const listed = await admin.ok(listAdminIndicators, {});
    expect(listed.indicators.find((i) => i.id === created.indicator.id)).toMatchObject({ updatesMonths: 12 });
    // The public catalogue tells customers the terms too.
    const shown = await new ApiClient(t.app).ok(getIndicator, { id: created.indicator.id });
    expect(shown).toMatchObject({ updatesMonths: 12, renewalPrice: 49.5, trialDays: 14 });
  });

  it.each([
    [{ updatesMonths: -1 }, 'updatesMonths', 'Updates period must be a whole number of months from 0 to 120.'],
    [{ updatesMonths: 1.5 }, 'updatesMonths', 'Updates period must be a whole number of months from 0 to 120.'],
    [{ updatesMonths: 121 }, 'updatesMonths', 'Updates period must be a whole number of months from 0 to 120.'],
    [{ updatesMonths: '12' }, 'updatesMonths', 'Updates period must be a whole number of months from 0 to 120.'],
    [{ renewalPrice: -5 }, 'renewalPrice', 'Renewal price must be 0 or a positive number.'],
    [{ renewalPrice: 10.999 }, 'renewalPrice', 'Renewal price can have at most two decimals.'],
    [{ trialDays: 91 }, 'trialDays', 'Trial must be a whole number of days from 0 to 90.'],
    [{ trialDays: null }, 'trialDays', 'Trial must be a whole number of days from 0 to 90.'],
  ])('refuses %j with a 400 naming the field', async (bad, field, message) => {
    const category = await createCategory(t.app);
    const res = await admin.call(createIndicator, {
      name: 'Bad Terms',
      description: 'An indicator with impossible terms.',
      price: 10,
      categoryIds: [category.id],
      ...(bad as object),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation_failed', details: { [field]: message } });
  });

  it('leaves licences sold before the window their updates forever', async () => {
    const product = await createProduct(t.app);
    const owner = await ownerOf(product, purchase);
    const [row] = await t.app.db.select().from(licences).where(eq(licences.id, owner.licence.id));
    expect(row!.updatesUntil).toBeNull();
  });
});
