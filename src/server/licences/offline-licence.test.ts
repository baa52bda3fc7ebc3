import { createPublicKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { activateLicence, licencePublicKey, offlineLicence } from '#shared/contracts/licences.endpoints.ts';
import { OFFLINE_LICENCE_FIELDS, type OfflineLicenceResponse } from '#shared/contracts/licences.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import { licences } from '../store/store.schema.ts';
import { buy, createProduct, keysOf } from '../store/store.test-helpers.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestDatabase } from '../testing/test-db.ts';
import { signedInClient } from '../testing/users.ts';
import { listLicenceEvents } from './licence-events.repo.ts';
import { licenceSigningKeys } from './licences.schema.ts';
import { verifyOfflineLicence } from './verify-licence.ts';
import { TEST_DATA_DIR } from '../testing/test-data-dir.ts';

let t: TestApp;
let pulse: { id: number };
let sentinel: { id: number };
let bundle: { id: number };
let ipCounter = 0;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({ LICENCE_OFFLINE_DAYS: '14' });
  pulse = await createProduct(t.app, { name: 'Orderflow Pulse' });
  sentinel = await createProduct(t.app, { name: 'Trend Sentinel' });
  bundle = await createProduct(t.app, { name: 'Pro Bundle', kind: 'bundle' });
});
afterAll(() => t.close());

function addOn() {
  ipCounter += 1;
  const client = new ApiClient(t.app, `10.8.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`);
  return (endpoint: typeof activateLicence | typeof offlineLicence, body: unknown) =>
    client.request<Record<string, unknown>>({
      method: 'POST',
      url: endpoint.path,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
}

async function activatedKey(productId = pulse.id, machineId = 'PC-1') {
  const owner = await signedInClient(t.app);
  await buy(owner.client, productId);
  const [key] = await keysOf(owner.client);
  expect((await addOn()(activateLicence, { key, machineId })).status).toBe(200);
  const [licence] = await t.app.db.select().from(licences).where(eq(licences.key, key!));
  return { key: key!, licence: licence!, ...owner };
}

async function publicKeyPem() {
  return (await new ApiClient(t.app).ok(licencePublicKey, {})).publicKey;
}

describe('POST /_api/licences/offline', () => {
  it('issues a file for an activated machine that verifies offline until its date, and says EXPIRED after', async () => {
    const { key, licence } = await activatedKey();
    const res = await t.app.inject({
      method: 'POST',
      url: offlineLicence.path,
      payload: JSON.stringify({ key, machineId: 'PC-1' }),
      headers: { host: 'shop.test', 'content-type': 'application/json' },
      remoteAddress: '10.8.200.1',
    });
    expect(res.statusCode).toBe(200);
    const file = JSON.parse(res.body) as OfflineLicenceResponse;
    expect(file.licence).toEqual({
      v: 1,
      keyId: expect.any(String),
      key,
      product: { id: pulse.id, name: 'Orderflow Pulse', bundle: false },
      machineId: 'PC-1',
      issuedAt: expect.any(String),
      validUntil: expect.any(String),
    });
    // LICENCE_OFFLINE_DAYS=14 here (30 by default).
    expect(Date.parse(file.licence.validUntil) - Date.parse(file.licence.issuedAt)).toBe(14 * DAY);
    // The answer holds the licence exactly in its canonical form, so a verifier may take its raw text.
    expect(res.body).toContain(`"licence":${JSON.stringify(file.licence, OFFLINE_LICENCE_FIELDS)},"signature":`);
    expect(res.body).toMatch(/,"signature":"[A-Za-z0-9+/=]+"\}$/);

    const pem = await publicKeyPem();
    const issued = Date.parse(file.licence.issuedAt);
    const saved = JSON.parse(JSON.stringify({ licence: file.licence, signature: file.signature }));
    expect(verifyOfflineLicence(saved, pem, new Date(issued + DAY))).toMatchObject({ code: 'VALID' });
    expect(verifyOfflineLicence(saved, pem, new Date(issued + 14 * DAY))).toMatchObject({ code: 'VALID' });
    expect(verifyOfflineLicence(saved, pem, new Date(issued + 14 * DAY + 1000))).toMatchObject({
      code: 'EXPIRED',
      message: 'This offline licence has expired. Connect to the internet to renew it.',
    });
    expect(verifyOfflineLicence(saved, pem, new Date(issued), { machineId: 'PC-1', product: pulse.id })).toMatchObject({
      code: 'VALID',
    });
    expect(verifyOfflineLicence(saved, pem, new Date(issued), { machineId: 'PC-2' })).toMatchObject({
      code: 'WRONG_MACHINE',
    });
    expect(verifyOfflineLicence(saved, pem, new Date(issued), { product: sentinel.id })).toMatchObject({
      code: 'WRONG_PRODUCT',
    });

    // Edited files fail: a later date, another machine.
    const later = { ...saved, licence: { ...saved.licence, validUntil: '2099-01-01T00:00:00.000Z' } };
    expect(verifyOfflineLicence(later, pem, new Date(issued))).toMatchObject({ code: 'BAD_SIGNATURE' });
    const moved = { ...saved, licence: { ...saved.licence, machineId: 'PC-2' } };
    expect(verifyOfflineLicence(moved, createPublicKey(pem), new Date(issued))).toMatchObject({
      code: 'BAD_SIGNATURE',
    });
    expect(verifyOfflineLicence({ nonsense: true }, pem, new Date(issued))).toMatchObject({ code: 'MALFORMED' });

    const events = await listLicenceEvents(t.app.db, licence.id);
    expect(events[0]).toMatchObject({
      type: 'offline_issued',
      actor: 'addon',
      actorUserId: null,
      machineId: 'PC-1',
      ip: '10.8.200.1',
      details: { keyId: file.licence.keyId, validUntil: file.licence.validUntil },
    });
  });

  it('records the owner as the actor when their session asks (the /orders button)', async () => {
    const { key, licence, client, user } = await activatedKey();
    expect((await client.call(offlineLicence, { key, machineId: 'PC-1' })).status).toBe(200);
    expect((await listLicenceEvents(t.app.db, licence.id))[0]).toMatchObject({
      type: 'offline_issued',
      actor: 'owner',
      actorUserId: user.id,
    });
  });

  it('marks a bundle file as covering every indicator', async () => {
    const { key } = await activatedKey(bundle.id);
    const res = await addOn()(offlineLicence, { key, machineId: 'PC-1' });
    const file = res.body as unknown as OfflineLicenceResponse;
    expect(file.licence.product).toEqual({ id: bundle.id, name: 'Pro Bundle', bundle: true });
    const now = new Date(Date.parse(file.licence.issuedAt));
    expect(verifyOfflineLicence(file, await publicKeyPem(), now, { product: sentinel.id })).toMatchObject({
      code: 'VALID',
    });
  });

  it('refuses a machine that is not activated, an unknown key, and a suspended or revoked key; nothing is recorded', async () => {
    const { key, licence } = await activatedKey();
    const call = addOn();
    expect(await call(offlineLicence, { key, machineId: 'OTHER-PC' })).toMatchObject({
      status: 404,
      body: { error: 'This machine is not activated for this licence.', code: 'machine_not_activated' },
    });
    expect(await call(offlineLicence, { key: 'ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ', machineId: 'PC-1' })).toMatchObject({
      status: 404,
      body: { code: 'licence_key_not_found' },
    });
    await t.app.db.update(licences).set({ status: 'suspended' }).where(eq(licences.id, licence.id));
    expect(await call(offlineLicence, { key, machineId: 'PC-1' })).toMatchObject({
      status: 403,
      body: { code: 'licence_suspended' },
    });
    await t.app.db.update(licences).set({ status: 'revoked' }).where(eq(licences.id, licence.id));
    expect(await call(offlineLicence, { key, machineId: 'PC-1' })).toMatchObject({
      status: 403,
      body: { code: 'licence_revoked' },
    });
    expect((await listLicenceEvents(t.app.db, licence.id)).map((e) => e.type)).toEqual(['activated']);
  });
});

describe('the signing key at first start', () => {
  it('two apps starting at once on one empty database end with one key, which both use', async () => {
    const database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: TEST_DATA_DIR });
    const apps = await Promise.all([
      buildApp(config, { database, logger: false }),
      buildApp(config, { database, logger: false }),
    ]);
    try {
      const [rows] = await database.db.select({ n: count() }).from(licenceSigningKeys);
      expect(rows?.n).toBe(1);
      expect(apps[0]!.licenceSigner.keyId).toBe(apps[1]!.licenceSigner.keyId);
    } finally {
      for (const app of apps) await app.close();
      await database.close();
    }
  });
});
