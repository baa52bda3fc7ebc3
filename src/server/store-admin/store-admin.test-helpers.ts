import { randomBytes } from 'node:crypto';
import type { CreateIndicatorInput } from '#shared/contracts/admin-store.ts';
import type { App } from '../app.ts';
import {
  categories,
  indicatorCategories,
  indicators,
  licenceActivations,
  licences,
  orderItems,
  orders,
  type OrderStatus,
} from '../store/store.schema.ts';

// Rows written straight into the store tables, so these tests do not depend on the checkout
// (built by the store domain) to have orders and licences to look at.

export async function createCategory(app: App, name = `Category ${randomBytes(3).toString('hex')}`) {
  const [row] = await app.db.insert(categories).values({ name }).returning();
  return row!;
}

export async function createIndicatorRow(
  app: App,
  options: { name?: string; priceCents?: number; categoryIds?: number[]; isActive?: boolean } = {},
) {
  const [row] = await app.db
    .insert(indicators)
    .values({
      name: options.name ?? `Indicator ${randomBytes(3).toString('hex')}`,
      description: 'A volume profile indicator for futures.',
      priceCents: options.priceCents ?? 9900,
      isActive: options.isActive ?? true,
    })
    .returning();
  if (options.categoryIds?.length)
    await app.db
      .insert(indicatorCategories)
      .values(options.categoryIds.map((categoryId) => ({ indicatorId: row!.id, categoryId })));
  return row!;
}

/** An order of the given indicators (snapshotting name and price), one licence per item. */
export async function createOrder(
  app: App,
  userId: number,
  items: Array<{ id: number; name: string; priceCents: number }>,
  status: OrderStatus = 'completed',
) {
  return app.db.transaction(async (tx) => {
    const total = items.reduce((sum, i) => sum + i.priceCents, 0);
    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        status,
        subtotalCents: total,
        totalCents: total,
        paymentProvider: 'instant',
        checkoutKey: randomBytes(8).toString('hex'),
        completedAt: status === 'completed' ? new Date() : null,
      })
      .returning();
    const keys: string[] = [];
    for (const item of items) {
      const [orderItem] = await tx
        .insert(orderItems)
        .values({
          orderId: order!.id,
          indicatorId: item.id,
          name: item.name,
          priceCents: item.priceCents,
          paidCents: item.priceCents,
        })
        .returning();
      if (status !== 'completed') continue;
      const key = randomBytes(10).toString('hex').toUpperCase().match(/.{5}/g)!.join('-');
      const [licence] = await tx
        .insert(licences)
        .values({ key, userId, orderItemId: orderItem!.id, indicatorId: item.id, machineLimit: 1 })
        .returning();
      await tx
        .insert(licenceActivations)
        .values({ licenceId: licence!.id, machineId: `machine-${key.slice(0, 5)}`, machineName: 'Trading PC' });
      keys.push(key);
    }
    return { order: order!, keys };
  });
}

/** A valid create body (SPEC §7), overridable per test. */
export function indicatorBody(
  categoryIds: number[],
  overrides: Partial<CreateIndicatorInput> = {},
): CreateIndicatorInput {
  return {
    name: 'Order Flow Pro',
    description: 'Reads the order book and footprint to show where size is trading.',
    shortDescription: 'Footprint and delta in one view.',
    price: 149.99,
    imageUrl: 'https://cdn.example.com/order-flow.png',
    isActive: true,
    features: ['Footprint bars', 'Cumulative delta'],
    categoryIds,
    ...overrides,
  };
}
