import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { listCategories, listIndicators, listOrders } from '#shared/contracts/store.endpoints.ts';
import type { SeedContext } from '../platform/seed.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestUser, signedInClient } from '../testing/users.ts';
import { LICENCE_KEY_PATTERN } from './licence-key.ts';
import { storeSeeder } from './store.seed.ts';

let t: TestApp;
const context = {} as SeedContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('store demo seed', () => {
  it('fills the catalogue and gives the demo trader orders with licence keys; running again adds nothing', async () => {
    const trader = await createTestUser(t.app, { email: 'trader@novatick.example', displayName: 'Jordan Lee' });
    await t.app.db.transaction((tx) => storeSeeder.run(tx, context));
    await t.app.db.transaction((tx) => storeSeeder.run(tx, context));

    const api = new ApiClient(t.app);
    const { indicators } = await api.ok(listIndicators, {});
    const { categories } = await api.ok(listCategories, undefined);
    expect(indicators.filter((i) => i.kind === 'indicator').length).toBeGreaterThanOrEqual(12);
    expect(categories.length).toBeGreaterThanOrEqual(4);
    expect(indicators.find((i) => i.kind === 'bundle')).toMatchObject({
      name: 'Pro Bundle',
      price: 299,
      machineLimit: 2,
    });
    for (const indicator of indicators) {
      expect(indicator.categories.length).toBeGreaterThan(0);
      expect(indicator.description.length).toBeGreaterThan(100);
      if (indicator.imageUrl)
        expect(existsSync(fileURLToPath(new URL(`../../../public${indicator.imageUrl}`, import.meta.url)))).toBe(true);
    }
    for (const category of categories)
      expect((await api.ok(listIndicators, { categoryId: category.id })).indicators.length).toBeGreaterThan(0);

    // In every language, every seeded text is the hand-written translation.
    for (const lang of ['pt-BR', 'es', 'de', 'fr', 'zh']) {
      const translated = await api.ok(listIndicators, {}, { cookie: `lang=${lang}` });
      for (const indicator of translated.indicators) {
        expect(indicator.languages).toEqual({ description: lang, shortDescription: lang, features: lang });
        expect(indicator.categories.every((c) => c.language === lang)).toBe(true);
      }
    }

    const { client } = await signedInClient(t.app, trader);
    const { orders } = await client.ok(listOrders, undefined);
    expect(orders).toHaveLength(2);
    const licences = orders.flatMap((o) => o.items.map((i) => i.licence));
    for (const licence of licences) expect(licence?.key).toMatch(LICENCE_KEY_PATTERN);
    expect(licences.filter((l) => l?.activations.length === 1)).toHaveLength(2);
  });

  it('skips the demo orders when there is no demo trader', async () => {
    const other = await createTestApp();
    try {
      await other.app.db.transaction((tx) => storeSeeder.run(tx, context));
      expect((await new ApiClient(other.app).ok(listIndicators, {})).indicators.length).toBe(15);
    } finally {
      await other.close();
    }
  });
});
