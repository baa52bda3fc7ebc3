import { and, eq, inArray, sql } from 'drizzle-orm';
import { deleteImportedUsers, insertPasswordlessUsers } from '../auth/index.ts';
import { users } from '../auth/auth.schema.ts';
import { deleteImportedLicences, insertActivations, insertLicences, updateLicenceByKey } from '../licences/index.ts';
import type { DbOrTx, Tx } from '../platform/db.ts';
import { indicators, licenceActivations, licences, orders } from '../store/store.schema.ts';
import {
  deleteOrdersIn,
  insertItems,
  insertOrders,
  totalOrdersFromLines,
  updatesUntilAtPurchase,
} from '../store/index.ts';
import { importCreated } from './import.schema.ts';
import type { BatchPlan, Catalogue, Product } from './planner.ts';

/** Imported orders: `payment_provider` says so (analytics and the orders list show it), `payment_ref` is `<source ref>`. */
export const IMPORT_PROVIDER = 'imported';

export interface KnownLicence {
  key: string;
  ownerEmail: string;
  status: 'active' | 'revoked' | 'suspended';
  machineLimit: number;
  machines: string[];
}

/** What the planner asks the database, a batch at a time. */
export interface ImportLookups {
  customers(emails: string[]): Promise<string[]>;
  licences(keys: string[]): Promise<KnownLicence[]>;
  /** The imported orders with these references, and the e-mail of the customer each belongs to. */
  orders(refs: string[]): Promise<Array<{ ref: string; email: string }>>;
}

export function lookups(db: DbOrTx): ImportLookups {
  return {
    async customers(emails) {
      if (emails.length === 0) return [];
      const rows = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
      return rows.map((r) => r.email);
    },
    async licences(keys) {
      if (keys.length === 0) return [];
      const rows = await db
        .select({
          id: licences.id,
          key: licences.key,
          ownerEmail: users.email,
          status: licences.status,
          machineLimit: licences.machineLimit,
        })
        .from(licences)
        .innerJoin(users, eq(users.id, licences.userId))
        .where(inArray(licences.key, keys));
      if (rows.length === 0) return [];
      const machines = await db
        .select({ licenceId: licenceActivations.licenceId, machineId: licenceActivations.machineId })
        .from(licenceActivations)
        .where(
          inArray(
            licenceActivations.licenceId,
            rows.map((r) => r.id),
          ),
        );
      return rows.map((r) => ({
        ...r,
        machines: machines.filter((m) => m.licenceId === r.id).map((m) => m.machineId),
      }));
    },
    async orders(refs) {
      if (refs.length === 0) return [];
      const rows = await db
        .select({ ref: orders.paymentRef, email: users.email })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(and(eq(orders.paymentProvider, IMPORT_PROVIDER), inArray(orders.paymentRef, refs)));
      return rows.map((r) => ({ ref: r.ref!, email: r.email }));
    },
  };
}

/** Every indicator, deleted ones too (an old key may be for one), by id and by lower-case name. */
export async function loadCatalogue(db: DbOrTx, fallbackId: number | null): Promise<Catalogue> {
  const rows: Product[] = await db
    .select({
      id: indicators.id,
      name: indicators.name,
      machineLimit: indicators.machineLimit,
      updatesMonths: indicators.updatesMonths,
      deletedAt: indicators.deletedAt,
    })
    .from(indicators)
    .then((list) => list.sort((a, b) => Number(!!a.deletedAt) - Number(!!b.deletedAt)));
  const byName = new Map<string, Product>();
  for (const p of rows) if (!byName.has(p.name.toLowerCase())) byName.set(p.name.toLowerCase(), p);
  const byId = new Map(rows.map((p) => [p.id, p]));
  return { byId, byName, fallback: fallbackId === null ? null : (byId.get(fallbackId) ?? null) };
}

/** Writes one batch's plan, in the caller's transaction; returns the new customers' ids. */
export async function applyPlan(
  tx: Tx,
  importId: string,
  plan: BatchPlan,
): Promise<Array<{ id: number; email: string }>> {
  const created: Array<{ kind: 'customer' | 'order' | 'licence' | 'machine'; entityId: number }> = [];
  const newCustomers = await insertPasswordlessUsers(
    tx,
    plan.customers.map((c) => ({ email: c.email, displayName: c.name, language: c.language })),
  );
  newCustomers.forEach((c) => created.push({ kind: 'customer', entityId: c.id }));

  const emails = [...new Set([...plan.orders.map((o) => o.email), ...plan.lines.map((l) => l.email)])];
  const userIds = new Map(
    emails.length === 0
      ? []
      : (await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails))).map(
          (u) => [u.email, u.id],
        ),
  );
  const userOf = (email: string) => userIds.get(email)!;

  if (plan.orders.length > 0) {
    const rows = await insertOrders(
      tx,
      plan.orders.map((o) => ({
        userId: userOf(o.email),
        status: 'completed' as const,
        subtotalCents: 0,
        totalCents: 0,
        currency: o.currency,
        paymentProvider: IMPORT_PROVIDER,
        paymentRef: o.ref,
        checkoutKey: `${IMPORT_PROVIDER}:${o.ref}`,
        createdAt: o.purchasedAt,
        completedAt: o.purchasedAt,
      })),
    );
    rows.forEach((r) => created.push({ kind: 'order', entityId: r.id }));
  }

  const orderIds = new Map(
    plan.touchedOrders.length === 0
      ? []
      : (
          await tx
            .select({ id: orders.id, ref: orders.paymentRef })
            .from(orders)
            .where(and(eq(orders.paymentProvider, IMPORT_PROVIDER), inArray(orders.paymentRef, plan.touchedOrders)))
        ).map((o) => [o.ref!, o.id]),
  );
  if (plan.lines.length > 0) {
    // One line per key; RETURNING gives the ids in the order of the VALUES list.
    const items = await insertItems(
      tx,
      plan.lines.map((l) => ({
        orderId: orderIds.get(l.ref)!,
        indicatorId: l.product.id,
        name: l.product.name,
        // What was paid in the old store, as list price and paid amount alike: no discount,
        // no tax share and no credit are known, so the lines add up to the order's total.
        priceCents: l.amountCents,
        paidCents: l.amountCents,
      })),
    );
    const keys = await insertLicences(
      tx,
      plan.lines.map((l, i) => ({
        key: l.key,
        userId: userOf(l.email),
        orderItemId: items[i]!.id,
        indicatorId: l.product.id,
        machineLimit: l.machineLimit,
        status: l.status,
        revokedAt: l.status === 'revoked' ? new Date() : null,
        // The product's updates window runs from the original purchase.
        updatesUntil: updatesUntilAtPurchase(l.purchasedAt, l.product.updatesMonths),
      })),
    );
    keys.forEach((k) => created.push({ kind: 'licence', entityId: k.id }));
    await totalOrdersFromLines(tx, [...orderIds.values()]);
  }

  for (const u of plan.licenceUpdates) {
    await updateLicenceByKey(tx, u.key, { machineLimit: u.machineLimit, status: u.status });
  }

  if (plan.machines.length > 0) {
    const ids = new Map(
      (
        await tx
          .select({ id: licences.id, key: licences.key })
          .from(licences)
          .where(inArray(licences.key, [...new Set(plan.machines.map((m) => m.key))]))
      ).map((l) => [l.key, l.id]),
    );
    const rows = await insertActivations(
      tx,
      plan.machines.map((m) => ({
        licenceId: ids.get(m.key)!,
        machineId: m.id,
        machineName: m.name,
        ...(m.lastSeenAt ? { activatedAt: m.lastSeenAt, lastSeenAt: m.lastSeenAt } : {}),
      })),
    );
    rows.forEach((r) => created.push({ kind: 'machine', entityId: r.id }));
  }
  if (created.length > 0) await tx.insert(importCreated).values(created.map((c) => ({ importId, ...c })));
  return newCustomers;
}

/** A failed run's creations removed: its orders (lines, keys and machines go with them), then its customers with nothing else. */
export async function rollbackCreated(tx: Tx, importId: string): Promise<void> {
  const ids = (kind: string) =>
    sql`(select entity_id from import_created where import_id = ${importId} and kind = ${kind})`;
  await deleteImportedLicences(tx, { machines: ids('machine'), licences: ids('licence') });
  await deleteOrdersIn(tx, ids('order'));
  await deleteImportedUsers(tx, ids('customer'));
  await tx.delete(importCreated).where(eq(importCreated.importId, importId));
}
