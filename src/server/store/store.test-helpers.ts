import { randomBytes } from 'node:crypto';
import { addToCart, checkout, listOrders } from '#shared/contracts/store.endpoints.ts';
import type { App } from '../app.ts';
import { mailOutbox } from '../platform/mail/outbox.schema.ts';
import type { ApiClient, ErrorBody } from '../testing/test-app.ts';
import { categories, indicatorCategories, indicators } from './store.schema.ts';

// Catalogue rows written straight into the tables (the admin API is another domain's).

export async function createCategory(app: App, name = `Category ${randomBytes(3).toString('hex')}`) {
  const [row] = await app.db.insert(categories).values({ name }).returning();
  return row!;
}

export interface ProductOptions {
  name?: string;
  priceCents?: number;
  kind?: 'indicator' | 'bundle';
  machineLimit?: number;
  isActive?: boolean;
  deleted?: boolean;
  categoryIds?: number[];
  features?: string[] | null;
  /** The updates window, renewal price and trial days. */
  updatesMonths?: number;
  renewalPriceCents?: number;
  trialDays?: number;
}

export async function createProduct(app: App, options: ProductOptions = {}) {
  const [row] = await app.db
    .insert(indicators)
    .values({
      name: options.name ?? `Indicator ${randomBytes(3).toString('hex')}`,
      description: 'Reads footprint and delta to show where size is trading.',
      shortDescription: 'Footprint and delta in one view.',
      priceCents: options.priceCents ?? 9_900,
      imageUrl: '/media/orderflow-pulse.webp',
      isActive: options.isActive ?? true,
      deletedAt: options.deleted ? new Date() : null,
      features: options.features === undefined ? ['Footprint bars', 'Cumulative delta'] : options.features,
      kind: options.kind ?? 'indicator',
      machineLimit: options.machineLimit ?? (options.kind === 'bundle' ? 2 : 1),
      updatesMonths: options.updatesMonths ?? 0,
      renewalPriceCents: options.renewalPriceCents ?? 0,
      trialDays: options.trialDays ?? 0,
    })
    .returning();
  if (options.categoryIds?.length)
    await app.db
      .insert(indicatorCategories)
      .values(options.categoryIds.map((categoryId) => ({ indicatorId: row!.id, categoryId })));
  return row!;
}

/**
 * The 200 body of a response already in hand (`client.call`, kept for its status or headers);
 * any other answer fails the test with the server's error. For a fresh call use `client.ok`.
 */
export function okBody<T>(res: { ok: true; body: T } | { ok: false; status: number; body: ErrorBody }): T {
  if (!res.ok) throw new Error(`${res.status} ${res.body.code}: ${res.body.error}`);
  return res.body;
}

/** Adds the products to the client's cart and checks out; returns the order id. */
export async function buy(client: ApiClient, ...indicatorIds: number[]): Promise<number> {
  for (const indicatorId of indicatorIds) await client.ok(addToCart, { indicatorId });
  return (await client.ok(checkout, {})).orderId;
}

/** The licence keys of the client's orders, newest order first. */
export async function keysOf(client: ApiClient): Promise<string[]> {
  const { orders } = await client.ok(listOrders, undefined);
  return orders.flatMap((o) => o.items.flatMap((i) => (i.licence ? [i.licence.key] : [])));
}

export async function mailsOfKind(app: App, kind: string) {
  const rows = await app.db.select().from(mailOutbox);
  return rows.filter((m) => m.kind === kind);
}
