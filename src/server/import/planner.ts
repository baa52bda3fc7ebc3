import { zeroCounts, type ImportCounts, type ImportRefusal } from '#shared/contracts/import.constants.ts';
import type { ImportMachine, ImportRow, LicenceRow } from './import-row.ts';
import type { ImportLookups, KnownLicence } from './import.repo.ts';

// The dry run and the real run plan each batch here, the same way, so the run does exactly what
// the report said (given the same database). The plan is made from what the database holds plus
// what earlier rows of the file already planned (`PlanState`), so a customer on ten rows is
// created once and a key twice in the file is one key.

export interface Product {
  id: number;
  name: string;
  machineLimit: number;
  /** Months of updates from the purchase (0: forever). */
  updatesMonths: number;
}

export interface Catalogue {
  byId: Map<number, Product>;
  byName: Map<string, Product>;
  /** The run's indicator for rows that name none (Polar's keys). */
  fallback: Product | null;
}

interface PlannedLicence {
  ownerEmail: string;
  /** `suspended` (a dispute in this shop) is left as it is. */
  status: 'active' | 'revoked' | 'suspended';
  machineLimit: number;
  machines: Set<string>;
}

/** What the file has planned so far, over the database's state; kept across batches. */
export interface PlanState {
  /** Known customers by e-mail: true once looked up (exists or planned). */
  customers: Set<string>;
  keys: Map<string, PlannedLicence>;
  /** Orders by reference, with the e-mail of their customer (an order has one customer). */
  orders: Map<string, string>;
  /** Orders this run creates: a later line on one is part of the creation, not an update. */
  createdOrders: Set<string>;
  /** What was already looked up, so a key not in the database is not asked for twice. */
  looked: { emails: Set<string>; keys: Set<string>; orders: Set<string> };
}

export const newPlanState = (): PlanState => ({
  customers: new Set(),
  keys: new Map(),
  orders: new Map(),
  createdOrders: new Set(),
  looked: { emails: new Set(), keys: new Set(), orders: new Set() },
});

export interface BatchPlan {
  create: ImportCounts;
  update: ImportCounts;
  skip: number;
  refused: ImportRefusal[];
  customers: Array<{ email: string; name: string; language: string | null }>;
  orders: Array<{ ref: string; email: string; purchasedAt: Date; currency: string }>;
  lines: Array<{
    ref: string;
    email: string;
    product: Product;
    amountCents: number;
    purchasedAt: Date;
    key: string;
    machineLimit: number;
    status: 'active' | 'revoked';
  }>;
  licenceUpdates: Array<{ key: string; status: PlannedLicence['status']; machineLimit: number }>;
  machines: Array<{ key: string } & ImportMachine>;
  /** Orders that gain lines in this batch: their totals are summed again from their lines. */
  touchedOrders: string[];
}

const emptyPlan = (): BatchPlan => ({
  create: zeroCounts(),
  update: zeroCounts(),
  skip: 0,
  refused: [],
  customers: [],
  orders: [],
  lines: [],
  licenceUpdates: [],
  machines: [],
  touchedOrders: [],
});

/** Loads into `state` what the database knows of this batch's customers, keys and orders. */
export async function learn(state: PlanState, rows: ImportRow[], lookups: ImportLookups): Promise<void> {
  const emails = new Set<string>();
  const keys = new Set<string>();
  const orders = new Set<string>();
  for (const row of rows) {
    if (!state.looked.keys.has(row.key)) keys.add(row.key);
    if (row.kind !== 'licence') continue;
    if (!state.looked.emails.has(row.email)) emails.add(row.email);
    if (!state.looked.orders.has(row.order.ref)) orders.add(row.order.ref);
  }
  const [known, licences, knownOrders] = await Promise.all([
    lookups.customers([...emails]),
    lookups.licences([...keys]),
    lookups.orders([...orders]),
  ]);
  emails.forEach((e) => state.looked.emails.add(e));
  keys.forEach((k) => state.looked.keys.add(k));
  orders.forEach((o) => state.looked.orders.add(o));
  known.forEach((e) => state.customers.add(e));
  knownOrders.forEach((o) => state.orders.set(o.ref, o.email));
  licences.forEach((l: KnownLicence) =>
    state.keys.set(l.key, {
      ownerEmail: l.ownerEmail,
      status: l.status,
      machineLimit: l.machineLimit,
      machines: new Set(l.machines),
    }),
  );
}

/** Plans a batch whose customers, keys and orders `learn` has loaded. */
export function planBatch(state: PlanState, rows: ImportRow[], catalogue: Catalogue): BatchPlan {
  const plan = emptyPlan();
  const refuse = (line: number, code: ImportRefusal['code'], reason: string) =>
    plan.refused.push({ line, code, reason });
  for (const row of rows) {
    const known = state.keys.get(row.key);
    if (row.kind === 'machines') {
      if (!known) {
        refuse(row.line, 'unknown_licence', 'No licence with this key in the shop or earlier in the file.');
        continue;
      }
      const fresh = newMachines(known.machines, row.machines);
      if (known.machines.size + fresh.length > known.machineLimit) {
        refuse(row.line, 'machine_limit_exceeded', overLimit(known.machines.size + fresh.length, known.machineLimit));
        continue;
      }
      addMachines(plan, known, row.key, fresh);
      if (fresh.length === 0) plan.skip++;
      continue;
    }
    const product = productOf(row, catalogue);
    if (!product) {
      refuse(
        row.line,
        'unknown_product',
        row.product ? `Unknown product: “${row.product.slice(0, 80)}”.` : 'The row names no product.',
      );
      continue;
    }
    if (known && known.ownerEmail !== row.email) {
      refuse(row.line, 'key_owned_by_other', 'This key already belongs to another customer.');
      continue;
    }
    const orderOwner = state.orders.get(row.order.ref);
    if (!known && orderOwner !== undefined && orderOwner !== row.email) {
      refuse(row.line, 'order_of_other_customer', 'This order reference belongs to another customer’s order.');
      continue;
    }
    const limit = row.machineLimit ?? known?.machineLimit ?? product.machineLimit;
    const fresh = newMachines(known?.machines ?? new Set(), row.machines);
    const total = (known?.machines.size ?? 0) + fresh.length;
    if (total > limit) {
      refuse(row.line, 'machine_limit_exceeded', overLimit(total, limit));
      continue;
    }
    let changed = false;
    if (!state.customers.has(row.email)) {
      state.customers.add(row.email);
      plan.customers.push({ email: row.email, name: row.name, language: row.language });
      plan.create.customers++;
      changed = true;
    }
    let licence = known;
    if (!licence) {
      licence = { ownerEmail: row.email, status: row.status, machineLimit: limit, machines: new Set() };
      state.keys.set(row.key, licence);
      planLine(plan, state, row, product, limit);
      changed = true;
    } else if ((licence.status !== row.status && licence.status !== 'suspended') || licence.machineLimit !== limit) {
      if (licence.status !== 'suspended') licence.status = row.status;
      licence.machineLimit = limit;
      plan.licenceUpdates.push({ key: row.key, status: licence.status, machineLimit: limit });
      plan.update.licences++;
      changed = true;
    }
    addMachines(plan, licence, row.key, fresh);
    if (!changed && fresh.length === 0) plan.skip++;
  }
  return plan;
}

function planLine(plan: BatchPlan, state: PlanState, row: LicenceRow, product: Product, limit: number) {
  const { ref } = row.order;
  if (!state.orders.has(ref)) {
    state.orders.set(ref, row.email);
    state.createdOrders.add(ref);
    plan.orders.push({ ref, email: row.email, purchasedAt: row.order.purchasedAt, currency: row.order.currency });
    plan.create.orders++;
  }
  if (!plan.touchedOrders.includes(ref)) {
    plan.touchedOrders.push(ref);
    if (!state.createdOrders.has(ref)) plan.update.orders++;
  }
  plan.lines.push({
    ref,
    email: row.email,
    product,
    amountCents: row.order.amountCents,
    purchasedAt: row.order.purchasedAt,
    key: row.key,
    machineLimit: limit,
    status: row.status,
  });
  plan.create.licences++;
}

function productOf(row: LicenceRow, catalogue: Catalogue): Product | null {
  if (!row.product) return catalogue.fallback;
  if (/^\d+$/.test(row.product)) return catalogue.byId.get(Number(row.product)) ?? null;
  return catalogue.byName.get(row.product.toLowerCase()) ?? null;
}

function newMachines(have: Set<string>, machines: ImportMachine[]): ImportMachine[] {
  const seen = new Set(have);
  return machines.filter((m) => !seen.has(m.id) && seen.add(m.id));
}

function addMachines(plan: BatchPlan, licence: PlannedLicence, key: string, fresh: ImportMachine[]) {
  for (const m of fresh) {
    licence.machines.add(m.id);
    plan.machines.push({ key, ...m });
    plan.create.machines++;
  }
}

const overLimit = (count: number, limit: number) => `The key would have ${count} machines; its limit is ${limit}.`;
