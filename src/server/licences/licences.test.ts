import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  activateLicence,
  deactivateLicence,
  freeMachine,
  validateLicence,
} from '#shared/contracts/licences.endpoints.ts';
import { listOrders } from '#shared/contracts/store.endpoints.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { onPostgres } from '../testing/test-db.ts';
import { signedInClient } from '../testing/users.ts';
import { licenceActivations, licences } from '../store/store.schema.ts';
import { buy, createProduct, keysOf } from '../store/store.test-helpers.ts';

let t: TestApp;
let pulse: { id: number };
let bundle: { id: number };
let ipCounter = 0;

type LicenceEndpoint = typeof activateLicence | typeof validateLicence | typeof deactivateLicence;

/**
 * The desktop add-on: no cookies, no Origin (so not `client.call`, which sends the shop's),
 * JSON only; each machine has its own address. Bodies stay `unknown`: checked by shape.
 */
function addOn() {
  ipCounter += 1;
  const client = new ApiClient(t.app, `10.9.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`);
  return (endpoint: LicenceEndpoint, body: unknown) =>
    client.request<unknown>({
      method: 'POST',
      url: endpoint.path,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
}

beforeAll(async () => {
  // The per-key limit stays out of the way of the 50 concurrent activations of one key below.
  t = await createTestApp({ LICENCE_RATE_LIMIT: '5', LICENCE_KEY_RATE_LIMIT: '100' });
  pulse = await createProduct(t.app, { name: 'Orderflow Pulse' });
  bundle = await createProduct(t.app, { name: 'Pro Bundle', priceCents: 29_900, kind: 'bundle' });
});
afterAll(() => t.close());

async function freshKey(productId = pulse.id) {
  const owner = await signedInClient(t.app);
  await buy(owner.client, productId);
  const [key] = await keysOf(owner.client);
  return { key: key!, ...owner };
}

describe('licence API (desktop add-on)', () => {
  it('activates, re-activates without using another slot, refuses a second machine, validates and deactivates', async () => {
    const { key } = await freshKey();
    const call = addOn();
    const first = await call(activateLicence, { key, machineId: 'PC-1', machineName: 'TRADING-PC' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      valid: true,
      code: 'VALID',
      licence: {
        key,
        indicator: 'Orderflow Pulse',
        machineLimit: 1,
        activations: 1,
        updatesUntil: null,
        productId: pulse.id,
        bundle: false,
      },
      message: 'Licence active on this machine.',
      machineId: 'PC-1',
      leaseUntil: expect.any(String),
      signedAt: expect.any(String),
    });

    expect((await call(activateLicence, { key, machineId: 'PC-1' })).body).toMatchObject({
      licence: { activations: 1 },
    });
    expect(await call(activateLicence, { key, machineId: 'PC-2' })).toMatchObject({
      status: 409,
      body: { error: 'Machine limit reached for this licence.', code: 'machine_limit_reached' },
    });

    expect((await call(validateLicence, { key, machineId: 'PC-1' })).body).toMatchObject({
      valid: true,
      code: 'VALID',
      licence: { key, indicator: 'Orderflow Pulse', machineLimit: 1, activations: 1 },
    });
    // Not activated, and no slot left to activate it in.
    expect((await call(validateLicence, { key, machineId: 'PC-2' })).body).toMatchObject({
      valid: false,
      code: 'MACHINE_LIMIT',
    });

    expect(await call(deactivateLicence, { key, machineId: 'PC-1' })).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect((await call(validateLicence, { key, machineId: 'PC-1' })).body).toMatchObject({ valid: false });
    expect((await call(activateLicence, { key, machineId: 'PC-2' })).status).toBe(200);
  });

  it('forgives case, spaces and look-alike letters in a typed key', async () => {
    const { key } = await freshKey();
    const typed = ` ${key.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o').replace(/1/g, 'l')} `;
    expect((await addOn()(activateLicence, { key: typed, machineId: 'PC-9' })).body).toMatchObject({
      valid: true,
      licence: { key },
    });
  });

  it('gives the Pro Bundle two machines', async () => {
    const { key } = await freshKey(bundle.id);
    const call = addOn();
    expect((await call(activateLicence, { key, machineId: 'A' })).status).toBe(200);
    expect((await call(activateLicence, { key, machineId: 'B' })).body).toMatchObject({
      licence: { indicator: 'Pro Bundle', machineLimit: 2, activations: 2 },
    });
    expect((await call(activateLicence, { key, machineId: 'C' })).status).toBe(409);
  });

  it('answers unknown keys with 404 and revoked keys with 403', async () => {
    const call = addOn();
    expect(await call(activateLicence, { key: 'ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ', machineId: 'PC' })).toMatchObject({
      status: 404,
      body: { error: 'Licence key not found.', code: 'licence_key_not_found' },
    });
    expect((await call(validateLicence, { key: 'ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ', machineId: 'PC' })).body).toMatchObject({
      valid: false,
      code: 'NOT_FOUND',
      message: 'Licence key not found.',
    });
    expect(await call(deactivateLicence, { key: 'ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ', machineId: 'PC' })).toMatchObject({
      status: 404,
      body: { error: 'Licence key not found.', code: 'licence_key_not_found' },
    });

    const { key } = await freshKey();
    await call(activateLicence, { key, machineId: 'PC' });
    await t.app.db.update(licences).set({ status: 'revoked', revokedAt: new Date() }).where(eq(licences.key, key));
    expect(await call(activateLicence, { key, machineId: 'PC' })).toMatchObject({
      status: 403,
      body: { error: 'This licence has been revoked.', code: 'licence_revoked' },
    });
    expect((await call(validateLicence, { key, machineId: 'PC' })).body).toMatchObject({
      valid: false,
      code: 'REVOKED',
      message: 'This licence has been revoked.',
    });
  });

  it.each([
    [{ machineId: 'PC' }, 'Licence key is required.'],
    [{ key: '', machineId: 'PC' }, 'Licence key is required.'],
    [{ key: 'ABCDE-FGHJK-MNPQR-STVWX' }, 'Machine ID is required.'],
    [{ key: 'ABCDE-FGHJK-MNPQR-STVWX', machineId: '   ' }, 'Machine ID is required.'],
    [{ key: 'ABCDE-FGHJK-MNPQR-STVWX', machineId: 'x'.repeat(129) }, 'Machine ID must be 128 characters or less.'],
    [
      { key: 'ABCDE-FGHJK-MNPQR-STVWX', machineId: 'PC', machineName: 'n'.repeat(101) },
      'Machine name must be 100 characters or less.',
    ],
  ])('validates %j', async (body, message) => {
    expect(await addOn()(activateLicence, body)).toMatchObject({
      status: 400,
      body: { error: message, code: 'validation_failed' },
    });
  });

  it('must be sent as JSON even without an Origin', async () => {
    const client = new ApiClient(t.app, '10.9.200.1');
    const res = await client.request<unknown>({
      method: 'POST',
      url: validateLicence.path,
      payload: 'key=x&machineId=y',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(400);
  });

  it('is rate limited per address', async () => {
    const call = addOn();
    const statuses = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await call(validateLicence, { key: 'ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ', machineId: 'PC' })).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.at(-1)).toBe(429);
    const limited = await call(validateLicence, { key: 'ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ', machineId: 'PC' });
    expect(limited.body).toMatchObject({ error: 'Too many requests. Please try again later.', code: 'rate_limited' });
  });
});

describe('POST /_api/licences/free (Orders page)', () => {
  it('lets the owner free a machine, and nobody else', async () => {
    const { key, client: owner } = await freshKey();
    await addOn()(activateLicence, { key, machineId: 'OLD-PC', machineName: 'Old laptop' });
    const licence = (await owner.ok(listOrders, undefined)).orders[0]!.items[0]!.licence!;
    expect(licence.activations).toEqual([
      {
        machineId: 'OLD-PC',
        machineName: 'Old laptop',
        activatedAt: expect.any(String),
        lastSeenAt: expect.any(String),
        overLimit: false,
      },
    ]);

    expect((await new ApiClient(t.app).call(freeMachine, { licenceId: licence.id, machineId: 'OLD-PC' })).status).toBe(
      401,
    );
    const { client: stranger } = await signedInClient(t.app);
    expect(await stranger.call(freeMachine, { licenceId: licence.id, machineId: 'OLD-PC' })).toMatchObject({
      status: 404,
      body: { error: 'Licence not found.', code: 'licence_not_found' },
    });
    expect(
      await t.app.db.select().from(licenceActivations).where(eq(licenceActivations.licenceId, licence.id)),
    ).toHaveLength(1);

    expect((await owner.call(freeMachine, { licenceId: licence.id, machineId: 'OLD-PC' })).body).toEqual({
      success: true,
    });
    expect((await owner.ok(listOrders, undefined)).orders[0]!.items[0]!.licence!.activations).toEqual([]);
    expect(await owner.call(freeMachine, { licenceId: licence.id, machineId: 'OLD-PC' })).toMatchObject({
      status: 404,
      body: { error: 'This machine is not activated for this licence.', code: 'machine_not_activated' },
    });
    // The slot is free: a new computer activates.
    expect((await addOn()(activateLicence, { key, machineId: 'NEW-PC' })).status).toBe(200);
  });
});

describe.runIf(onPostgres())('licence activation under concurrency (PostgreSQL)', () => {
  it('50 concurrent activations of a 1-machine key on different machines: exactly 1 succeeds', async () => {
    const { key } = await freshKey();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => addOn()(activateLicence, { key, machineId: `MACHINE-${i}` })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 200))
      expect(r).toMatchObject({
        status: 409,
        body: { error: 'Machine limit reached for this licence.', code: 'machine_limit_reached' },
      });
    const { rows } = (await t.app.db.execute(
      sql`select count(*)::int as n from licence_activations a join licences l on l.id = a.licence_id where l.key = ${key}`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(rows[0]?.n).toBe(1);
  });
});
