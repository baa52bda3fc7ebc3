import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  freeLicenceMachine,
  getAdminLicence,
  listAdminLicences,
  resetLicence,
  setLicenceStatus,
  setMachineLimit,
} from '#shared/contracts/licence-admin.endpoints.ts';
import { listOwnLicenceEvents } from '#shared/contracts/licence-events.endpoints.ts';
import { activateLicence, validateLicence } from '#shared/contracts/licences.endpoints.ts';
import { listOrders } from '#shared/contracts/store.endpoints.ts';
import { licences } from '../store/store.schema.ts';
import { buy, createProduct, keysOf } from '../store/store.test-helpers.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { addOnClient } from './licences.test-helpers.ts';
import { recordLicenceEvent } from './licence-events.repo.ts';

let t: TestApp;
let product: { id: number };
let admin: ApiClient;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  product = await createProduct(t.app, { name: 'Volume Lens' });
  const signed = await signedInClient(t.app, 'admin', '10.77.0.1');
  admin = signed.client;
  adminId = signed.user.id;
});
afterAll(() => t.close());

const addOn = (endpoint: { path: string }, body: unknown) => addOnClient(t.app, '10.66.0.1')(endpoint, body);

async function licenceWithMachine(machineId = 'PC-1') {
  const owner = await signedInClient(t.app);
  await buy(owner.client, product.id);
  const [key] = await keysOf(owner.client);
  expect((await addOn(activateLicence, { key, machineId, machineName: 'Desk' })).status).toBe(200);
  const [row] = await t.app.db.select().from(licences).where(eq(licences.key, key!));
  return { key: key!, id: row!.id, owner };
}

const eventsOf = async (id: number) =>
  (await admin.ok(getAdminLicence, { id })).licence.events.map((e) => [e.type, e.actor, e.machineId]);

describe('licence admin: status', () => {
  it('suspend and reinstate change what validate answers at once, each with its event by the admin', async () => {
    const { key, id } = await licenceWithMachine();
    expect((await addOn(validateLicence, { key, machineId: 'PC-1' })).body).toMatchObject({ valid: true });

    const suspended = await admin.ok(setLicenceStatus, { id, status: 'suspended' });
    expect(suspended.licence.status).toBe('suspended');
    expect((await addOn(validateLicence, { key, machineId: 'PC-1' })).body).toMatchObject({
      valid: false,
      code: 'SUSPENDED',
      message: 'This licence is suspended. Please contact support.',
    });

    expect((await admin.ok(setLicenceStatus, { id, status: 'active' })).licence.status).toBe('active');
    expect((await addOn(validateLicence, { key, machineId: 'PC-1' })).body).toMatchObject({ valid: true });

    const { events } = (await admin.ok(getAdminLicence, { id })).licence;
    expect(events.slice(0, 2).map((e) => [e.type, e.actor, e.actorUserId, e.actorEmail !== null, e.ip])).toEqual([
      ['reinstated', 'admin', adminId, true, '10.77.0.1'],
      ['suspended', 'admin', adminId, true, '10.77.0.1'],
    ]);
  });

  it('revoking is final: a revoked licence cannot be reinstated or suspended', async () => {
    const { key, id } = await licenceWithMachine();
    const revoked = await admin.ok(setLicenceStatus, { id, status: 'revoked' });
    expect(revoked.licence).toMatchObject({ status: 'revoked', revokedAt: expect.any(String) });
    expect((await addOn(validateLicence, { key, machineId: 'PC-1' })).body).toMatchObject({ valid: false });
    for (const status of ['active', 'suspended'] as const)
      expect(await admin.call(setLicenceStatus, { id, status })).toMatchObject({
        status: 409,
        body: { error: 'A revoked licence cannot be reinstated or suspended.', code: 'licence_revoked_final' },
      });
    // Asking again for the status it has changes nothing and writes no event.
    expect((await admin.call(setLicenceStatus, { id, status: 'revoked' })).status).toBe(200);
    expect((await eventsOf(id)).filter(([type]) => type === 'revoked')).toHaveLength(1);
    expect((await admin.ok(getAdminLicence, { id })).licence.status).toBe('revoked');
  });
});

describe('licence admin: machines and limit', () => {
  it('frees one machine, resets all without using the owner quota, and changes the limit', async () => {
    const { key, id, owner } = await licenceWithMachine('PC-1');
    expect(await admin.call(freeLicenceMachine, { id, machineId: 'NOPE' })).toMatchObject({
      status: 404,
      body: { code: 'machine_not_activated' },
    });
    const freed = await admin.ok(freeLicenceMachine, { id, machineId: 'PC-1' });
    expect(freed.licence.machines).toEqual([]);
    expect((await addOn(validateLicence, { key, machineId: 'PC-1' })).body).toMatchObject({ valid: false });

    const raised = await admin.ok(setMachineLimit, { id, machineLimit: 3 });
    expect(raised.licence.machineLimit).toBe(3);
    for (const m of ['A', 'B', 'C']) expect((await addOn(activateLicence, { key, machineId: m })).status).toBe(200);
    expect((await addOn(activateLicence, { key, machineId: 'D' })).status).toBe(409);

    // Lowered below the machines in use (docs/decisions/licence-signatures.md): the first ones
    // activated keep validating; those beyond the new limit answer MACHINE_LIMIT until a slot frees.
    const lowered = await admin.ok(setMachineLimit, { id, machineLimit: 1 });
    expect(lowered.licence.machines.map((m) => m.machineId)).toEqual(['A', 'B', 'C']);
    expect((await addOn(validateLicence, { key, machineId: 'A' })).body).toMatchObject({ valid: true });
    for (const machineId of ['B', 'C'])
      expect((await addOn(validateLicence, { key, machineId })).body).toMatchObject({
        valid: false,
        code: 'MACHINE_LIMIT',
        machineId,
      });
    expect((await addOn(activateLicence, { key, machineId: 'D' })).status).toBe(409);
    expect((await addOn(validateLicence, { key, machineId: 'D' })).body).toMatchObject({ code: 'MACHINE_LIMIT' });
    // The admin and the owner (/orders) see which machines are beyond the limit.
    const overLimit = (machines: Array<{ machineId: string; overLimit: boolean }>) =>
      machines.map((m) => [m.machineId, m.overLimit]);
    expect(overLimit(lowered.licence.machines)).toEqual([
      ['A', false],
      ['B', true],
      ['C', true],
    ]);
    const ownedLicence = (await owner.client.ok(listOrders, undefined)).orders[0]!.items[0]!.licence!;
    expect(overLimit(ownedLicence.activations)).toEqual(overLimit(lowered.licence.machines));
    // Freeing the first machine hands its slot to the next one activated.
    await admin.ok(freeLicenceMachine, { id, machineId: 'A' });
    expect((await addOn(validateLicence, { key, machineId: 'B' })).body).toMatchObject({ valid: true });
    expect((await addOn(validateLicence, { key, machineId: 'C' })).body).toMatchObject({ code: 'MACHINE_LIMIT' });
    expect(overLimit((await admin.ok(getAdminLicence, { id })).licence.machines)).toEqual([
      ['B', false],
      ['C', true],
    ]);

    const reset = await admin.ok(resetLicence, { id });
    expect(reset.licence.machines).toEqual([]);
    expect(reset.licence.resetsUsed).toBe(0);
    expect(reset.licence.events[0]).toMatchObject({
      type: 'reset_confirmed',
      actor: 'admin',
      actorUserId: adminId,
      details: { machines: 2 },
    });
    expect((await eventsOf(id)).slice(0, 5)).toEqual([
      ['reset_confirmed', 'admin', null],
      ['freed', 'admin', 'A'],
      ['limit_changed', 'admin', null],
      ['activated', 'addon', 'C'],
      ['activated', 'addon', 'B'],
    ]);
    expect((await admin.ok(getAdminLicence, { id })).licence.events[2]!.details).toEqual({ from: 3, to: 1 });
  });

  it('counts the owner’s self-service resets of the last 365 days', async () => {
    const { id, owner } = await licenceWithMachine();
    await recordLicenceEvent(t.app.db, {
      licenceId: id,
      type: 'reset_confirmed',
      actor: 'owner',
      actorUserId: owner.user.id,
    });
    expect((await admin.ok(getAdminLicence, { id })).licence.resetsUsed).toBe(1);
  });

  it.each([0, 101, 2.5, '3'])('refuses the machine limit %j', async (machineLimit) => {
    const { id } = await licenceWithMachine();
    expect(await admin.call(setMachineLimit, { id, machineLimit } as never)).toMatchObject({
      status: 400,
      body: { error: 'Machine limit must be a whole number from 1 to 100.', code: 'validation_failed' },
    });
  });

  it('answers 404 for a licence that does not exist', async () => {
    expect(await admin.call(getAdminLicence, { id: 99_999 })).toMatchObject({
      status: 404,
      body: { code: 'licence_not_found' },
    });
    expect(await admin.call(resetLicence, { id: 99_999 })).toMatchObject({
      status: 404,
      body: { code: 'licence_not_found' },
    });
  });
});

describe('licence admin: search', () => {
  it('finds a licence by its key (typed loosely), the owner e-mail or the order id, paginated', async () => {
    const { key, id, owner } = await licenceWithMachine();
    const [order] = (await owner.client.ok(listOrders, undefined)).orders;
    const byKey = await admin.ok(listAdminLicences, { search: key.toLowerCase().replace(/-/g, ' ') });
    expect(byKey.licences.map((l) => l.id)).toEqual([id]);
    expect(byKey.licences[0]).toMatchObject({
      key,
      status: 'active',
      product: 'Volume Lens',
      owner: { email: owner.user.email },
      orderId: order!.id,
      machineLimit: 1,
      activations: 1,
    });
    expect(
      (await admin.ok(listAdminLicences, { search: owner.user.email.toUpperCase() })).licences.map((l) => l.id),
    ).toEqual([id]);
    expect((await admin.ok(listAdminLicences, { search: `#${order!.id}` })).licences.map((l) => l.id)).toEqual([id]);
    expect((await admin.ok(listAdminLicences, { search: 'nobody-%-here' })).totalCount).toBe(0);
    const page = await admin.ok(listAdminLicences, { limit: 1, page: 2 });
    expect(page.licences).toHaveLength(1);
    expect(page.pagination.currentPage).toBe(2);
    expect(page.totalCount).toBeGreaterThan(1);
  });
});

describe('licence admin: permissions', () => {
  const calls = [
    [listAdminLicences, {}],
    [getAdminLicence, { id: 1 }],
    [setLicenceStatus, { id: 1, status: 'suspended' }],
    [freeLicenceMachine, { id: 1, machineId: 'PC' }],
    [resetLicence, { id: 1 }],
    [setMachineLimit, { id: 1, machineLimit: 2 }],
  ] as const;

  it.each(calls)('%s: anonymous 401, a customer 403, before validation', async (endpoint) => {
    const { client: user } = await signedInClient(t.app);
    for (const input of [{}, { id: 'junk' }])
      for (const [client, status] of [
        [new ApiClient(t.app), 401],
        [user, 403],
      ] as const)
        expect((await client.call(endpoint as never, input as never)).status).toBe(status);
  });
});

describe('GET /_api/licences/events (the owner’s short history)', () => {
  it('shows the owner what happened, without addresses; someone else gets 404', async () => {
    const { id, owner } = await licenceWithMachine('PC-1');
    await admin.ok(setLicenceStatus, { id, status: 'suspended' });
    const { events } = await owner.client.ok(listOwnLicenceEvents, { licenceId: id });
    expect(events.map((e) => [e.type, e.actor, e.machineId, e.machineName])).toEqual([
      ['suspended', 'admin', null, null],
      ['activated', 'addon', 'PC-1', 'Desk'],
    ]);
    expect(JSON.stringify(events)).not.toMatch(/10\.\d+\.\d+\.\d+/);

    const { client: stranger } = await signedInClient(t.app);
    expect(await stranger.call(listOwnLicenceEvents, { licenceId: id })).toMatchObject({
      status: 404,
      body: { code: 'licence_not_found' },
    });
    expect((await new ApiClient(t.app).call(listOwnLicenceEvents, { licenceId: id })).status).toBe(401);
  });
});
