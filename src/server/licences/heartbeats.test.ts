import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { activateLicence, validateLicence } from '#shared/contracts/licences.endpoints.ts';
import { listOrders } from '#shared/contracts/store.endpoints.ts';
import { licenceActivations, licences } from '../store/store.schema.ts';
import { buy, createProduct, keysOf } from '../store/store.test-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { onPostgres } from '../testing/test-db.ts';
import { signedInClient } from '../testing/users.ts';
import { addOnClient } from './licences.test-helpers.ts';
import { createInactiveMachineSweeper } from './inactive-machines.job.ts';
import { listLicenceEvents } from './licence-events.repo.ts';
import { HEARTBEAT_RESOLUTION_MS } from './licences.service.ts';

const DAY = 86_400_000;
let t: TestApp;
let product: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  product = await createProduct(t.app, { name: 'Heartbeat Pro', kind: 'bundle' });
});
afterAll(() => t.close());
// Each test starts with no machine, so a sweep only sees the machines of its own test.
beforeEach(async () => {
  await t.app.db.delete(licenceActivations);
});

const addOn = (endpoint: { path: string }, body: unknown) => addOnClient(t.app, '10.55.0.1')(endpoint, body);

async function activated(...machineIds: string[]) {
  const owner = await signedInClient(t.app);
  await buy(owner.client, product.id);
  const [key] = await keysOf(owner.client);
  for (const machineId of machineIds) expect((await addOn(activateLicence, { key, machineId })).status).toBe(200);
  const [row] = await t.app.db.select().from(licences).where(eq(licences.key, key!));
  return { key: key!, id: row!.id, owner: owner.client };
}

const lastSeen = (licenceId: number, machineId: string, at: Date) =>
  t.app.db
    .update(licenceActivations)
    .set({ lastSeenAt: at })
    .where(sql`${licenceActivations.licenceId} = ${licenceId} and ${licenceActivations.machineId} = ${machineId}`);

const types = async (licenceId: number) => (await listLicenceEvents(t.app.db, licenceId)).map((e) => e.type).reverse();

const sweeper = (days: number, at: number) =>
  createInactiveMachineSweeper({ db: t.app.db, days, log: t.app.log, now: () => new Date(at) });

describe('heartbeats: validate records the machine as seen', () => {
  it('appends `validated` the first time a machine validates on a UTC day, not on every call', async () => {
    const { key, id } = await activated('PC-1');
    // Activated today: validating again today is no news.
    await addOn(validateLicence, { key, machineId: 'PC-1' });
    expect(await types(id)).toEqual(['activated']);

    await lastSeen(id, 'PC-1', new Date(Date.now() - 2 * DAY));
    for (let i = 0; i < 3; i++)
      expect((await addOn(validateLicence, { key, machineId: 'PC-1' })).body).toMatchObject({ valid: true });
    expect(await types(id)).toEqual(['activated', 'validated']);
    const [validated] = await listLicenceEvents(t.app.db, id);
    expect(validated).toMatchObject({ actor: 'addon', machineId: 'PC-1', ip: '10.55.0.1' });

    const [row] = await t.app.db.select().from(licenceActivations).where(eq(licenceActivations.licenceId, id));
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  it('moves "last seen" on once it is older than the heartbeat resolution, and reads only before that', async () => {
    const { key, id } = await activated('PC-1');
    const seenOf = async () =>
      (await t.app.db.select().from(licenceActivations).where(eq(licenceActivations.licenceId, id)))[0]!.lastSeenAt;
    // Seen a minute ago (the same UTC day, unless the test runs right after midnight): no write.
    const recent = new Date(Math.max(Date.now() - 60_000, new Date().setUTCHours(0, 0, 0, 0)));
    await lastSeen(id, 'PC-1', recent);
    expect((await addOn(validateLicence, { key, machineId: 'PC-1' })).body).toMatchObject({
      valid: true,
      code: 'VALID',
    });
    expect((await seenOf()).toISOString()).toBe(recent.toISOString());
    // Seen longer ago than the resolution: this call writes it.
    await lastSeen(id, 'PC-1', new Date(Date.now() - HEARTBEAT_RESOLUTION_MS - 1_000));
    await addOn(validateLicence, { key, machineId: 'PC-1' });
    expect(Date.now() - (await seenOf()).getTime()).toBeLessThan(60_000);
  });

  it('shows the owner when each machine was last seen', async () => {
    const { id, owner } = await activated('PC-1');
    const seen = new Date(Date.now() - 3 * DAY);
    await lastSeen(id, 'PC-1', seen);
    const licence = (await owner.ok(listOrders, undefined)).orders[0]!.items[0]!.licence!;
    expect(licence.activations[0]!.lastSeenAt).toBe(seen.toISOString());
  });
});

describe('heartbeats: the inactive machine job', () => {
  it('frees a machine not seen for 45 days, with a `freed` event by the system; a recent one stays', async () => {
    const { key, id } = await activated('SILENT', 'BUSY');
    await lastSeen(id, 'BUSY', new Date(Date.now() + 30 * DAY));

    expect(await sweeper(45, Date.now() + 44 * DAY).sweep()).toBe(0);
    expect(await sweeper(45, Date.now() + 46 * DAY).sweep()).toBe(1);

    const machines = await t.app.db.select().from(licenceActivations).where(eq(licenceActivations.licenceId, id));
    expect(machines.map((m) => m.machineId)).toEqual(['BUSY']);
    const [freed] = await listLicenceEvents(t.app.db, id);
    expect(freed).toMatchObject({
      type: 'freed',
      actor: 'system',
      machineId: 'SILENT',
      actorUserId: null,
      details: { reason: 'inactive', days: 45 },
    });
    expect((await addOn(validateLicence, { key, machineId: 'SILENT' })).body).toMatchObject({ valid: false });
  });

  it('two jobs at once free a silent machine exactly once', async () => {
    const { id } = await activated('GONE');
    const at = Date.now() + 46 * DAY;
    const results = await Promise.all([sweeper(45, at).sweep(), sweeper(45, at).sweep()]);
    expect(results.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await types(id)).filter((type) => type === 'freed')).toHaveLength(1);
  });

  it('is off with LICENCE_INACTIVE_DAYS=0', async () => {
    const { id } = await activated('OLD');
    expect(await sweeper(0, Date.now() + 1000 * DAY).sweep()).toBe(0);
    expect(await types(id)).toEqual(['activated']);
  });
});

describe.runIf(onPostgres())('heartbeats under concurrency (PostgreSQL)', () => {
  it('20 concurrent first validations of the day record one `validated` event', async () => {
    const { key, id } = await activated('PC-1');
    await lastSeen(id, 'PC-1', new Date(Date.now() - DAY));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        addOnClient(t.app, `10.56.0.${i + 1}`)(validateLicence, { key, machineId: 'PC-1' }),
      ),
    );
    expect(answers.every((a) => a.status === 200 && a.body.valid === true)).toBe(true);
    expect(await types(id)).toEqual(['activated', 'validated']);
  });

  it('five jobs on five connections at once: one runs, the machine is freed once', async () => {
    const { id } = await activated('GONE');
    const at = Date.now() + 46 * DAY;
    const results = await Promise.all(Array.from({ length: 5 }, () => sweeper(45, at).sweep()));
    expect(results.sort()).toEqual([0, 0, 0, 0, 1]);
    expect((await types(id)).filter((type) => type === 'freed')).toHaveLength(1);
  });
});
