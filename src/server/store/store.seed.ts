import { eq, inArray } from 'drizzle-orm';
import { users } from '../auth/auth.schema.ts';
import type { Tx } from '../platform/db.ts';
import type { Seeder } from '../platform/seed.ts';
import { generateLicenceKey } from './licence-key.ts';
import { SEED_CATEGORIES, SEED_PRODUCTS } from './seed-catalogue.ts';
import { SEED_CATALOGUE_TRANSLATIONS } from './seed-translations/index.ts';
import {
  categories,
  categoryTranslations,
  indicatorCategories,
  indicators,
  indicatorTranslations,
  licenceActivations,
  licences,
  orderItems,
  orders,
} from './store.schema.ts';

const DEMO_USER_EMAIL = 'trader@novatick.example';
const DAY = 24 * 3600 * 1000;

/** Categories by name, created when missing (an admin may have made some already). */
async function ensureCategories(tx: Tx): Promise<Map<string, number>> {
  await tx
    .insert(categories)
    .values(SEED_CATEGORIES.map((name) => ({ name })))
    .onConflictDoNothing();
  const rows = await tx
    .select()
    .from(categories)
    .where(inArray(categories.name, [...SEED_CATEGORIES]));
  return new Map(rows.map((r) => [r.name, r.id]));
}

async function seedCatalogue(tx: Tx): Promise<Map<string, typeof indicators.$inferSelect>> {
  const categoryIds = await ensureCategories(tx);
  const products = await seedProducts(tx, categoryIds);
  await seedTranslations(tx, categoryIds, products);
  return products;
}

async function seedProducts(
  tx: Tx,
  categoryIds: Map<string, number>,
): Promise<Map<string, typeof indicators.$inferSelect>> {
  const existing = await tx
    .select()
    .from(indicators)
    .where(
      inArray(
        indicators.name,
        SEED_PRODUCTS.map((p) => p.name),
      ),
    );
  const byName = new Map(existing.map((row) => [row.name, row]));
  // Older first, so "newest" sorts make sense: each product a few days after the previous one.
  const start = Date.now() - (SEED_PRODUCTS.length + 30) * DAY;
  for (const [index, product] of SEED_PRODUCTS.entries()) {
    if (byName.has(product.name)) continue;
    const createdAt = new Date(start + index * 2 * DAY);
    const [row] = await tx
      .insert(indicators)
      .values({
        name: product.name,
        description: product.description,
        shortDescription: product.shortDescription,
        priceCents: product.priceCents,
        imageUrl: product.image,
        features: product.features,
        kind: product.kind ?? 'indicator',
        machineLimit: product.machineLimit ?? 1,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    await tx
      .insert(indicatorCategories)
      .values(product.categories.map((name) => ({ indicatorId: row!.id, categoryId: categoryIds.get(name)! })));
    byName.set(row!.name, row!);
  }
  return byName;
}

/**
 * The hand-written translations of the seeded categories and products. Kept when a
 * row is already there: the shop owner may have edited the demo copy since.
 */
async function seedTranslations(tx: Tx, categoryIds: Map<string, number>, products: Map<string, { id: number }>) {
  for (const [language, catalogue] of Object.entries(SEED_CATALOGUE_TRANSLATIONS)) {
    const names = Object.entries(catalogue.categories).filter(([english]) => categoryIds.has(english));
    if (names.length > 0)
      await tx
        .insert(categoryTranslations)
        .values(names.map(([english, name]) => ({ categoryId: categoryIds.get(english)!, language, name })))
        .onConflictDoNothing();
    const texts = Object.entries(catalogue.products).filter(([english]) => products.has(english));
    if (texts.length > 0)
      await tx
        .insert(indicatorTranslations)
        .values(texts.map(([english, text]) => ({ indicatorId: products.get(english)!.id, language, ...text })))
        .onConflictDoNothing();
  }
}

/** A completed past order with licences (one machine activated) for the demo trader, if the accounts seeder made one. */
async function seedDemoOrders(tx: Tx, products: Map<string, typeof indicators.$inferSelect>) {
  const [trader] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USER_EMAIL));
  if (!trader) return;
  const demo = [
    { daysAgo: 62, names: ['Smart ATR Stops'], activate: 'ATR-LAPTOP' },
    { daysAgo: 24, names: ['Orderflow Pulse', 'Volume Profile Pro'], activate: 'TRADING-DESKTOP' },
  ];
  for (const [index, entry] of demo.entries()) {
    const bought = entry.names.map((name) => products.get(name)).filter((p): p is NonNullable<typeof p> => Boolean(p));
    if (bought.length === 0) continue;
    const at = new Date(Date.now() - entry.daysAgo * DAY);
    const total = bought.reduce((sum, p) => sum + p.priceCents, 0);
    const [order] = await tx
      .insert(orders)
      .values({
        userId: trader.id,
        status: 'completed',
        subtotalCents: total,
        taxCents: 0,
        totalCents: total,
        paymentProvider: 'instant',
        checkoutKey: `seed:demo-trader:${index}`,
        createdAt: at,
        completedAt: at,
      })
      .onConflictDoNothing()
      .returning();
    if (!order) continue;
    for (const [i, product] of bought.entries()) {
      const [item] = await tx
        .insert(orderItems)
        .values({
          orderId: order.id,
          indicatorId: product.id,
          name: product.name,
          imageUrl: product.imageUrl,
          priceCents: product.priceCents,
          paidCents: product.priceCents,
        })
        .returning();
      const [licence] = await tx
        .insert(licences)
        .values({
          key: generateLicenceKey(),
          userId: trader.id,
          orderItemId: item!.id,
          indicatorId: product.id,
          machineLimit: product.machineLimit,
          createdAt: at,
        })
        .returning();
      if (i === 0)
        await tx.insert(licenceActivations).values({
          licenceId: licence!.id,
          machineId: `${entry.activate}-7F3A9C21`,
          machineName: entry.activate,
          activatedAt: new Date(at.getTime() + 3_600_000),
        });
    }
  }
}

/**
 * Demo store: six categories, fourteen indicators and the Pro Bundle with real copy and images,
 * and past orders with licence keys for the demo trader. Runs after the accounts seeder (it
 * looks the trader up by e-mail) and before the affiliate seeder (which sells these products).
 */
export const storeSeeder: Seeder = {
  name: 'store-demo',
  async run(tx) {
    const products = await seedCatalogue(tx);
    await seedDemoOrders(tx, products);
  },
};
