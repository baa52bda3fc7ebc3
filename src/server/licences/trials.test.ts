import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activateLicence,
  deactivateLicence,
  startTrial,
  validateLicence,
} from '#shared/contracts/licences.endpoints.ts';
import { listOrders } from '#shared/contracts/store.endpoints.ts';
import { LICENCE_KEY_PATTERN } from '../store/licence-key.ts';
import { licenceActivations } from '../store/store.schema.ts';
import { buy, createProduct } from '../store/store.test-helpers.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { SIGNATURE_HEADER } from './signed-answers.ts';

// Trials: a machine-bound key from POST /_api/licences/trial (signed), one per product
// and machine and per product and account (`TRIAL_USED`), `TRIAL_EXPIRED` after its days (the
// app's clock is moved, not waited for), and a purchase converts it in place.

let t: TestApp;
const start = new Date('2026-03-01T09:00:00Z');
const day = 86_400_000;
const at = (ms: number) => () => new Date(start.getTime() + ms);

beforeAll(async () => {
  t = await createTestApp();
  t.app.clock = at(0);
});
afterAll(async () => t?.close());

let ip = 0;
const addon = () => new ApiClient(t.app, `10.40.${Math.floor(++ip / 200)}.${ip % 200}`);

describe('POST /_api/licences/trial', () => {
  it('starts a signed, machine-bound trial that validates VALID with trial and trialEndsAt', async () => {
    t.app.clock = at(0);
    const product = await createProduct(t.app, { trialDays: 14, name: 'Trial Pulse' });
    const client = addon();
    const res = await client.call(startTrial, {
      product: product.id,
      machineId: 'PC-T1',
      machineName: 'DESK',
      nonce: 'n1',
    });
    expect(res.status).toBe(200);
    expect(res.headers[SIGNATURE_HEADER]).toMatch(/^keyId=.+;ed25519=.+$/);
    expect(res.body).toMatchObject({
      valid: true,
      code: 'VALID',
      trial: true,
      trialEndsAt: '2026-03-15T09:00:00.000Z',
      key: expect.stringMatching(LICENCE_KEY_PATTERN),
      machineId: 'PC-T1',
      nonce: 'n1',
      licence: { indicator: 'Trial Pulse', machineLimit: 1, activations: 1 },
    });
    const key = res.ok ? res.body.key! : '';

    const valid = await client.call(validateLicence, { key, machineId: 'PC-T1', product: product.id });
    expect(valid.headers[SIGNATURE_HEADER]).toBeTruthy();
    expect(valid.body).toMatchObject({
      valid: true,
      code: 'VALID',
      trial: true,
      trialEndsAt: '2026-03-15T09:00:00.000Z',
    });
    expect((await client.call(activateLicence, { key, machineId: 'PC-T1' })).body).toMatchObject({
      valid: true,
      trial: true,
    });
    // Bound to its machine and its product.
    expect((await client.call(validateLicence, { key, machineId: 'PC-OTHER' })).body).toMatchObject({
      valid: false,
      code: 'MACHINE_LIMIT',
      trial: true,
    });
    expect((await client.call(activateLicence, { key, machineId: 'PC-OTHER' })).body).toMatchObject({
      code: 'machine_limit_reached',
    });
    const other = await createProduct(t.app);
    expect((await client.call(validateLicence, { key, machineId: 'PC-T1', product: other.id })).body).toMatchObject({
      code: 'WRONG_PRODUCT',
    });
    // Deactivating a trial frees nothing and refuses nothing.
    expect((await client.call(deactivateLicence, { key, machineId: 'PC-T1' })).status).toBe(200);

    // Past trialEndsAt: TRIAL_EXPIRED, signed; activation refused.
    t.app.clock = at(14 * day);
    const expired = await client.call(validateLicence, { key, machineId: 'PC-T1' });
    expect(expired.headers[SIGNATURE_HEADER]).toBeTruthy();
    expect(expired.body).toMatchObject({
      valid: false,
      code: 'TRIAL_EXPIRED',
      trial: true,
      trialEndsAt: '2026-03-15T09:00:00.000Z',
      message: 'This free trial has ended. Buy the indicator to keep using it.',
    });
    const refused = await client.call(activateLicence, { key, machineId: 'PC-T1' });
    expect([refused.status, refused.body]).toMatchObject([403, { code: 'trial_expired' }]);
    t.app.clock = at(0);
  });

  it('answers TRIAL_USED for a second trial on the same machine or by the same account', async () => {
    const product = await createProduct(t.app, { trialDays: 7 });
    const first = await addon().ok(startTrial, { product: product.id, machineId: 'PC-T2' });
    expect(first.code).toBe('VALID');
    const again = await addon().call(startTrial, { product: product.id, machineId: 'PC-T2' });
    expect([again.status, again.body]).toMatchObject([200, { valid: false, code: 'TRIAL_USED', machineId: 'PC-T2' }]);
    expect(again.body).not.toHaveProperty('key');

    const { client } = await signedInClient(t.app, 'user');
    expect((await client.ok(startTrial, { product: product.id, machineId: 'PC-T3' })).code).toBe('VALID');
    expect((await client.ok(startTrial, { product: product.id, machineId: 'PC-T4' })).code).toBe('TRIAL_USED');
    // Another product on the same machine is a trial of its own.
    const second = await createProduct(t.app, { trialDays: 7 });
    expect((await addon().ok(startTrial, { product: second.id, machineId: 'PC-T2' })).code).toBe('VALID');
  });

  it.each([
    [{ machineId: 'PC' }, 'product'],
    [{ product: 'x', machineId: 'PC' }, 'product'],
    [{ product: 1 }, 'machineId'],
    [{ product: 1, machineId: 'PC\u0007' }, 'machineId'],
    [{ product: 1, machineId: 'PC', machineName: 'x'.repeat(101) }, 'machineName'],
    [{ product: 1, machineId: 'PC', extra: true }, '_'],
  ])('refuses %j with 400 on %s', async (body, field) => {
    const res = await addon().post<{ code: string; details: Record<string, string> }>(startTrial.path, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(Object.keys(res.body.details)).toContain(field);
  });

  it('refuses a product without a trial (409 trial_not_offered), an unknown one (404) and one the account owns (409)', async () => {
    const none = await createProduct(t.app);
    expect((await addon().call(startTrial, { product: none.id, machineId: 'PC-T5' })).body).toMatchObject({
      code: 'trial_not_offered',
    });
    const missing = await addon().call(startTrial, { product: 999_999, machineId: 'PC-T5' });
    expect([missing.status, missing.body]).toMatchObject([404, { code: 'indicator_not_found' }]);
    const owned = await createProduct(t.app, { trialDays: 7 });
    const { client } = await signedInClient(t.app, 'user');
    await buy(client, owned.id);
    const res = await client.call(startTrial, { product: owned.id, machineId: 'PC-T6' });
    expect([res.status, res.body]).toMatchObject([409, { code: 'already_owned' }]);
  });

  it('limits trial starts per address', async () => {
    const limited = await createTestApp({ LICENCE_RATE_LIMIT: '2' });
    try {
      const product = await createProduct(limited.app, { trialDays: 7 });
      const client = new ApiClient(limited.app, '10.41.0.1');
      for (const machineId of ['A', 'B'])
        expect((await client.call(startTrial, { product: product.id, machineId })).status).toBe(200);
      const third = await client.call(startTrial, { product: product.id, machineId: 'C' });
      expect([third.status, third.body]).toMatchObject([429, { code: 'rate_limited' }]);
      expect(third.headers[SIGNATURE_HEADER]).toBeTruthy();
    } finally {
      await limited.close();
    }
  });
});

describe('a signed-in trial on /orders', () => {
  it('is listed with "Buy to keep it", and buying converts the same key in place with its machine active', async () => {
    t.app.clock = at(0);
    const product = await createProduct(t.app, { trialDays: 10, updatesMonths: 12 });
    const { client } = await signedInClient(t.app, 'user');
    const started = await client.ok(startTrial, {
      product: product.id,
      machineId: 'RIG-1',
      machineName: 'Trading rig',
    });
    const key = started.key!;

    t.app.clock = at(11 * day);
    const before = await client.ok(listOrders, undefined);
    expect(before.trials).toEqual([
      expect.objectContaining({
        key,
        indicatorId: product.id,
        machineId: 'RIG-1',
        machineName: 'Trading rig',
        endsAt: '2026-03-11T09:00:00.000Z',
        expired: true,
      }),
    ]);
    // Someone else never sees it.
    expect((await (await signedInClient(t.app, 'user')).client.ok(listOrders, undefined)).trials).toEqual([]);

    await buy(client, product.id);
    const after = await client.ok(listOrders, undefined);
    expect(after.trials).toEqual([]);
    const licence = after.orders[0]!.items[0]!.licence!;
    expect(licence.key).toBe(key);
    expect(licence.updatesUntil).toBe('2027-03-12T09:00:00.000Z');
    expect(licence.activations.map((a) => a.machineId)).toEqual(['RIG-1']);

    const answer = await addon().ok(validateLicence, { key, machineId: 'RIG-1', product: product.id });
    expect(answer).toMatchObject({ valid: true, code: 'VALID', licence: { key, machineLimit: 1, activations: 1 } });
    expect(answer).not.toHaveProperty('trial');
    const rows = await t.app.db.select().from(licenceActivations).where(eq(licenceActivations.licenceId, licence.id));
    expect(rows).toHaveLength(1);
    t.app.clock = at(0);
  });
});
