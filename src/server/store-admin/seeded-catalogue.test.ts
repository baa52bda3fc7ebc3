import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteIndicator,
  getAdminOrder,
  listAdminIndicators,
  listAdminOrders,
  updateIndicator,
} from '#shared/contracts/admin-store.endpoints.ts';
import { UpdateIndicatorInputSchema, type AdminIndicatorDto } from '#shared/contracts/admin-store.ts';
import { listIndicators } from '#shared/contracts/store.endpoints.ts';
import type { SeedContext } from '../platform/seed.ts';
import { storeSeeder } from '../store/store.seed.ts';
import { createTestApp, type ApiClient, type TestApp } from '../testing/test-app.ts';
import { createTestUser, signedInClient } from '../testing/users.ts';

// The status toggle sends a full update built from the listed row (SPEC §4), so every row the
// shop really holds must pass the update rules unchanged, or the toggle would fail for it.

let t: TestApp;
let admin: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInClient(t.app, 'admin')).client;
  await createTestUser(t.app, { email: 'trader@novatick.example', displayName: 'Jordan Lee' });
  await t.app.db.transaction((tx) => storeSeeder.run(tx, {} as SeedContext));
});
afterAll(() => t.close());

const toggleBody = (i: AdminIndicatorDto) => ({
  id: i.id,
  name: i.name,
  description: i.description,
  shortDescription: i.shortDescription,
  price: i.price,
  imageUrl: i.imageUrl,
  isActive: !i.isActive,
  features: i.features,
  categoryIds: i.categories.map((c) => c.id),
});

describe('admin on the demo catalogue', () => {
  it('every seeded indicator can be toggled off and on again through a full update', async () => {
    const { indicators } = await admin.ok(listAdminIndicators, {});
    expect(indicators.length).toBeGreaterThanOrEqual(12);
    for (const indicator of indicators) {
      expect(UpdateIndicatorInputSchema.safeParse(toggleBody(indicator)).error?.issues ?? []).toEqual([]);
      const offIndicator = (await admin.ok(updateIndicator, toggleBody(indicator))).indicator;
      expect(offIndicator).toEqual({
        ...indicator,
        isActive: !indicator.isActive,
        updatedAt: expect.any(String),
      });
      expect((await admin.ok(updateIndicator, toggleBody(offIndicator))).indicator.isActive).toBe(indicator.isActive);
    }
  });

  it('deleting a sold demo indicator keeps the demo orders, and the public catalogue drops it', async () => {
    const { orders } = await admin.ok(listAdminOrders, { status: 'completed' });
    expect(orders.length).toBeGreaterThan(0);
    const before = (await admin.ok(getAdminOrder, { id: orders[0]!.id })).order;
    const sold = before.items[0]!;

    expect(await admin.ok(deleteIndicator, { id: sold.indicatorId })).toMatchObject({ softDeleted: true });
    expect((await admin.ok(getAdminOrder, { id: before.id })).order).toEqual(before);
    const publicList = (await admin.ok(listIndicators, {})).indicators;
    expect(publicList.map((i) => i.id)).not.toContain(sold.indicatorId);
    expect((await admin.get(`/_api/indicator?id=${sold.indicatorId}`)).status).toBe(404);
  });
});
