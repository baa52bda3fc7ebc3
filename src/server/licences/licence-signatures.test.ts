import { createPublicKey, verify } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  activateLicence,
  deactivateLicence,
  licencePublicKey,
  offlineLicence,
  validateLicence,
} from '#shared/contracts/licences.endpoints.ts';
import { latestRelease } from '#shared/contracts/releases.endpoints.ts';
import { appSecret } from '../platform/app-secret.ts';
import { upload, zipLike } from '../releases/releases.test-helpers.ts';
import { licenceActivations, licences } from '../store/store.schema.ts';
import { buy, createProduct, keysOf } from '../store/store.test-helpers.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { listLicenceEvents } from './licence-events.repo.ts';
import { loadLicenceSigner, rotateSigningKey, SIGNING_KEY_REFRESH_MS } from './licence-signer.ts';
import { verifyAnswer } from './verify-licence.ts';

let t: TestApp;
let pulse: { id: number };
let sentinel: { id: number };
let bundle: { id: number };
let ipCounter = 0;

beforeAll(async () => {
  t = await createTestApp({ LICENCE_RATE_LIMIT: '20', LICENCE_KEY_RATE_LIMIT: '12' });
  pulse = await createProduct(t.app, { name: 'Orderflow Pulse' });
  sentinel = await createProduct(t.app, { name: 'Trend Sentinel' });
  bundle = await createProduct(t.app, { name: 'Pro Bundle', kind: 'bundle' });
});
afterAll(() => t.close());

/** The add-on: no cookies, no Origin, its own address; the raw answer, bytes as sent. */
function addOn(ip = `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`) {
  return async (
    endpoint: { method: 'GET' | 'POST'; path: string },
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => {
    const res = await t.app.inject({
      method: endpoint.method,
      url:
        endpoint.method === 'GET'
          ? `${endpoint.path}?${new URLSearchParams(body as Record<string, string>)}`
          : endpoint.path,
      remoteAddress: ip,
      headers: {
        host: 'shop.test',
        ...(endpoint.method === 'POST' ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(endpoint.method === 'POST' ? { payload: JSON.stringify(body) } : {}),
    });
    return {
      status: res.statusCode,
      raw: res.rawPayload,
      headers: res.headers,
      signature: res.headers['x-licence-signature'] as string | undefined,
      body: (res.body && !res.headers['content-encoding'] ? JSON.parse(res.body) : undefined) as Record<
        string,
        unknown
      >,
    };
  };
}

async function publishedKey(keyId?: string) {
  const res = await new ApiClient(t.app).call(licencePublicKey, keyId ? { keyId } : {});
  if (!res.ok) throw new Error(res.body.error);
  return res.body;
}

async function freshKey(productId = pulse.id) {
  const owner = await signedInClient(t.app);
  await buy(owner.client, productId);
  const [key] = await keysOf(owner.client);
  return { key: key!, ...owner };
}

async function keysById() {
  const active = await publishedKey();
  return { [active.keyId]: createPublicKey(active.publicKey) };
}

describe('signed answers (X-Licence-Signature)', () => {
  it('publishes the key as SPKI PEM and raw base64, and each answer verifies with node:crypto; one changed byte fails', async () => {
    const published = await publishedKey();
    expect(published).toMatchObject({ algorithm: 'ed25519', active: true, retiredAt: null });
    expect(published.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    const fromRaw = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(published.publicKeyRaw, 'base64').toString('base64url') },
      format: 'jwk',
    });
    expect(fromRaw.export({ type: 'spki', format: 'pem' })).toBe(published.publicKey);
    const publicKey = createPublicKey(published.publicKey);

    const { key } = await freshKey();
    const call = addOn();
    const answers = [
      await call(activateLicence, { key, machineId: 'PC-1' }),
      await call(validateLicence, { key, machineId: 'PC-1' }),
      await call(offlineLicence, { key, machineId: 'PC-1' }),
      await call(deactivateLicence, { key, machineId: 'PC-1' }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      const [, keyId, signature] = /^keyId=([0-9a-f]+);ed25519=([A-Za-z0-9+/]+=*)$/.exec(answer.signature ?? '')!;
      expect(keyId).toBe(published.keyId);
      expect(verify(null, answer.raw, publicKey, Buffer.from(signature!, 'base64'))).toBe(true);
      const tampered = Buffer.from(answer.raw);
      tampered[tampered.length - 5] = tampered[tampered.length - 5]! ^ 1;
      expect(verify(null, tampered, publicKey, Buffer.from(signature!, 'base64'))).toBe(false);
      // The time it was made is inside the signed body.
      expect(Math.abs(Date.parse(String(answer.body.signedAt)) - Date.now())).toBeLessThan(60_000);
    }
  });

  it('signs error answers too: unknown key, validation error, suspended key, and the 429 of the per-address limit', async () => {
    const keys = await keysById();
    const call = addOn();
    const { key } = await freshKey();
    await t.app.db.update(licences).set({ status: 'suspended' }).where(eq(licences.key, key));
    const errors = [
      await call(activateLicence, { key: 'ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ', machineId: 'PC' }),
      await call(validateLicence, { key: 'ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ', machineId: 'PC\u0007' }),
      await call(activateLicence, { key, machineId: 'PC' }),
    ];
    expect(errors.map((e) => [e.status, e.body.code])).toEqual([
      [404, 'licence_key_not_found'],
      [400, 'validation_failed'],
      [403, 'licence_suspended'],
    ]);
    let limited;
    for (let i = 0; i < 25 && !limited; i++) {
      const res = await call(validateLicence, { key: 'ZZZZZ-ZZZZZ-ZZZZZ-ZZZZA', machineId: 'PC' });
      if (res.status === 429) limited = res;
    }
    expect(limited?.body).toMatchObject({ code: 'rate_limited' });
    for (const answer of [...errors, limited!]) {
      expect(verifyAnswer(answer.raw, answer.signature, keys)).toMatchObject({ ok: true });
      expect(answer.body.signedAt).toEqual(expect.any(String));
    }
  });

  it('signs the uncompressed body when the answer is compressed (GET /_api/licences/latest), and the same body without compression', async () => {
    const admin = await signedInClient(t.app, 'admin');
    const created = await upload(
      admin.client,
      {
        indicatorId: String(pulse.id),
        version: '1.0.0',
        minPlatformVersion: '8.1.2',
        status: 'published',
        notes: JSON.stringify({ en: 'Faster footprint. '.repeat(120) }),
      },
      { bytes: zipLike(2_000).bytes },
    );
    expect(created.status).toBe(201);
    const { key } = await freshKey();
    const keys = await keysById();

    const gzipped = await addOn()(latestRelease, { key, product: String(pulse.id) }, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const plainBytes = gunzipSync(gzipped.raw);
    expect(verifyAnswer(plainBytes, gzipped.signature, keys)).toMatchObject({ ok: true });
    expect(verifyAnswer(gzipped.raw, gzipped.signature, keys)).toEqual({ ok: false });
    expect(JSON.parse(plainBytes.toString())).toMatchObject({ version: '1.0.0', signedAt: expect.any(String) });

    const plain = await addOn()(latestRelease, { key, product: String(pulse.id) });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(verifyAnswer(plain.raw, plain.signature, keys)).toMatchObject({ ok: true });
  });

  it('echoes the add-on’s nonce and machine id inside the signed answer', async () => {
    const { key } = await freshKey();
    const call = addOn();
    expect((await call(activateLicence, { key, machineId: 'PC-N', nonce: 'n-1' })).body).toMatchObject({
      machineId: 'PC-N',
      nonce: 'n-1',
    });
    expect((await call(validateLicence, { key, machineId: 'PC-N', nonce: 'n-2' })).body).toMatchObject({
      valid: true,
      machineId: 'PC-N',
      nonce: 'n-2',
    });
  });
});

describe('validation codes', () => {
  it('answers each code with what to tell the trader', async () => {
    const call = addOn();
    const validate = async (body: Record<string, unknown>) => {
      const res = await call(validateLicence, body);
      expect(res.status).toBe(200);
      return [res.body.valid, res.body.code, res.body.message];
    };
    expect(await validate({ key: 'ZZZZZ-ZZZZZ-ZZZZZ-ZZZZ9', machineId: 'A' })).toEqual([
      false,
      'NOT_FOUND',
      'Licence key not found.',
    ]);

    const { key } = await freshKey();
    expect(await validate({ key, machineId: 'A' })).toEqual([
      false,
      'NOT_ACTIVATED',
      'This machine is not activated for this licence.',
    ]);
    await call(activateLicence, { key, machineId: 'A' });
    expect(await validate({ key, machineId: 'A' })).toEqual([true, 'VALID', 'Licence active on this machine.']);
    expect(await validate({ key, machineId: 'B' })).toEqual([
      false,
      'MACHINE_LIMIT',
      'Machine limit reached for this licence. Free a machine on the Orders page.',
    ]);
    expect(await validate({ key, machineId: 'A', product: pulse.id })).toEqual([
      true,
      'VALID',
      'Licence active on this machine.',
    ]);
    expect(await validate({ key, machineId: 'A', product: sentinel.id })).toEqual([
      false,
      'WRONG_PRODUCT',
      'This licence key is for another indicator.',
    ]);

    await t.app.db.update(licences).set({ status: 'suspended' }).where(eq(licences.key, key));
    expect(await validate({ key, machineId: 'A' })).toEqual([
      false,
      'SUSPENDED',
      'This licence is suspended. Please contact support.',
    ]);
    await t.app.db.update(licences).set({ status: 'revoked' }).where(eq(licences.key, key));
    expect(await validate({ key, machineId: 'A' })).toEqual([false, 'REVOKED', 'This licence has been revoked.']);
  });

  it('lets the bundle cover every indicator', async () => {
    const { key } = await freshKey(bundle.id);
    const call = addOn();
    await call(activateLicence, { key, machineId: 'DESK' });
    for (const product of [pulse.id, sentinel.id, bundle.id])
      expect((await call(validateLicence, { key, machineId: 'DESK', product })).body).toMatchObject({
        valid: true,
        code: 'VALID',
      });
  });

  it('refuses to activate a suspended key, and nothing changes', async () => {
    const { key } = await freshKey();
    const [licence] = await t.app.db
      .update(licences)
      .set({ status: 'suspended' })
      .where(eq(licences.key, key))
      .returning();
    expect(await addOn()(activateLicence, { key, machineId: 'PC' })).toMatchObject({
      status: 403,
      body: { error: 'This licence is suspended. Please contact support.', code: 'licence_suspended' },
    });
    expect(
      await t.app.db.select().from(licenceActivations).where(eq(licenceActivations.licenceId, licence!.id)),
    ).toEqual([]);
    expect(await listLicenceEvents(t.app.db, licence!.id)).toEqual([]);
  });
});

describe('bad input', () => {
  it.each([
    [{ key: 'ABCDE-FGHJK-MNPQR-STVWX', machineId: 'x'.repeat(129) }, 'machineId', 'too_long'],
    [{ key: 'ABCDE-FGHJK-MNPQR-STVWX', machineId: 'PC\u001b[2J' }, 'machineId', 'control_character'],
    [{ key: 'ABCDE-FGHJK-MNPQR-STVWX', machineId: 'PC\n2' }, 'machineId', 'control_character'],
    // Any printable key up to 128 characters is a key (imported ones keep their format).
    [{ key: 'ABCDE-FGHJK\u0000-MNPQR', machineId: 'PC' }, 'key', 'nul_character'],
    [{ key: 'ABCDE\u001b[2J', machineId: 'PC' }, 'key', 'invalid_format'],
    [{ key: 'K'.repeat(129), machineId: 'PC' }, 'key', 'too_long'],
  ])('refuses %j with a field code, in the usual shape', async (body, field, fieldCode) => {
    for (const endpoint of [activateLicence, validateLicence, deactivateLicence, offlineLicence]) {
      const res = await addOn()(endpoint, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation_failed', fieldCodes: { [field]: fieldCode } });
      expect(res.signature).toBeDefined();
    }
  });

  it('rate limits per key as well as per address: a leaked key used from many addresses', async () => {
    const { key } = await freshKey();
    const other = await freshKey();
    const statuses: number[] = [];
    // Each call from a new address, so only the per-key limit (12 a minute) can stop them.
    for (let i = 0; i < 14; i++) statuses.push((await addOn()(validateLicence, { key, machineId: `PC-${i}` })).status);
    expect(statuses.slice(0, 12).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(12)).toEqual([429, 429]);
    // The same key typed differently is the same key.
    const retyped = await addOn()(activateLicence, { key: key.toLowerCase().replace(/-/g, ' '), machineId: 'PC' });
    expect(retyped).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
    expect(retyped.headers['retry-after']).toBeDefined();
    expect((await addOn()(validateLicence, { key: other.key, machineId: 'PC' })).status).toBe(200);
  });
});

describe('key rotation', () => {
  it('makes a new active key; answers are signed with it, and the old public key stays retrievable by id', async () => {
    const before = await publishedKey();
    const rotated = await rotateSigningKey(t.app.db, appSecret(t.app.config));
    expect(rotated.retired).toBe(before.keyId);
    await t.app.licenceSigner.refresh();

    const after = await publishedKey();
    expect(after.keyId).toBe(rotated.active);
    expect(after.keyId).not.toBe(before.keyId);
    const old = await publishedKey(before.keyId);
    expect(old).toMatchObject({ keyId: before.keyId, publicKey: before.publicKey, active: false });
    expect(old.retiredAt).toEqual(expect.any(String));

    const answer = await addOn()(validateLicence, { key: 'ZZZZZ-ZZZZZ-ZZZZZ-ZZZZ8', machineId: 'PC' });
    expect(answer.signature).toMatch(new RegExp(`^keyId=${after.keyId};`));
    expect(
      verifyAnswer(answer.raw, answer.signature, { [after.keyId]: createPublicKey(after.publicKey) }),
    ).toMatchObject({
      ok: true,
    });
    expect(verifyAnswer(answer.raw, answer.signature, { [after.keyId]: createPublicKey(before.publicKey) })).toEqual({
      ok: false,
    });

    expect(await new ApiClient(t.app).call(licencePublicKey, { keyId: 'abcdef012345' })).toMatchObject({
      status: 404,
      body: { code: 'licence_signing_key_not_found' },
    });
  });

  it('reaches every running instance within a minute, whether or not it signs anything meanwhile', async () => {
    const secret = appSecret(t.app.config);
    // A second instance on the same database, idle: it re-reads the active key on its own.
    const other = await loadLicenceSigner(t.app.db, secret, { refreshMs: 20 });
    other.startRefreshing();
    try {
      const rotated = await rotateSigningKey(t.app.db, secret);
      await vi.waitFor(() => expect(other.keyId).toBe(rotated.active));
    } finally {
      other.stopRefreshing();
      await t.app.licenceSigner.refresh();
    }
    expect(SIGNING_KEY_REFRESH_MS).toBe(60_000);
  });
});
