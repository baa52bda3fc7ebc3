import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import {
  activateLicence,
  confirmLicenceTransfer,
  requestLicenceTransfer,
  validateLicence,
} from '#shared/contracts/licences.endpoints.ts';
import { listOwnLicenceEvents } from '#shared/contracts/licence-events.endpoints.ts';
import { listOrders } from '#shared/contracts/store.endpoints.ts';
import { createIndicator, updateIndicator } from '#shared/contracts/admin-store.endpoints.ts';
import { mailOutbox } from '../platform/mail/outbox.schema.ts';
import { indicators, licenceActivations } from '../store/store.schema.ts';
import { buy, createCategory, createProduct } from '../store/store.test-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { addOnClient } from './licences.test-helpers.ts';
import { listLicenceEvents } from './licence-events.repo.ts';
import { licenceTransferCodes } from './licences.schema.ts';
import { SIGNATURE_HEADER } from './signed-answers.ts';

let t: TestApp;
let pulse: { id: number };
let other: { id: number };
let ipCounter = 0;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({ LICENCE_KEY_RATE_LIMIT: '100' });
  pulse = await createProduct(t.app, { name: 'Transfer Pulse' });
  other = await createProduct(t.app, { name: 'Other Flow' });
});
afterAll(() => t.close());

/** The add-on on a machine of its own address. */
function addOn() {
  ipCounter += 1;
  return addOnClient(t.app, `10.32.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`);
}

/** A customer with one licence of `product` (1 machine), bought with the shop in `lang`. */
async function owner(lang = 'en', product = pulse.id) {
  const signedIn = await signedInClient(t.app);
  signedIn.client.setCookie('lang', lang);
  await buy(signedIn.client, product);
  const licence = (await signedIn.client.ok(listOrders, undefined)).orders[0]!.items[0]!.licence!;
  return { ...signedIn, licence };
}

/** The code of the newest transfer mail to `to`, read from its text as the owner would. */
async function mailedCode(to: string) {
  const [mail] = await t.app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, 'licence.transfer')))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(mail!.text)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return { mail: mail!, code: code! };
}

/** A licence at its limit on PC-OLD, and a code e-mailed for PC-NEW. */
async function waitingMove(lang = 'en') {
  const who = await owner(lang);
  const call = addOn();
  expect((await call(activateLicence, { key: who.licence.key, machineId: 'PC-OLD' })).status).toBe(200);
  const asked = await call(requestLicenceTransfer, {
    key: who.licence.key,
    machineId: 'PC-NEW',
    machineName: 'New VPS',
  });
  expect(asked.status).toBe(200);
  return { ...who, call, asked, ...(await mailedCode(who.user.email)) };
}

describe('leaseUntil in signed answers', () => {
  it('activate and validate carry leaseUntil, 14 days by default and the product’s lease days when set', async () => {
    const who = await owner();
    const call = addOn();
    const activated = await call(activateLicence, { key: who.licence.key, machineId: 'PC-1', product: pulse.id });
    expect(activated.status).toBe(200);
    const body = activated.body as { leaseUntil: string; signedAt: string; licence: Record<string, unknown> };
    expect(body.licence).toMatchObject({ productId: pulse.id, bundle: false });
    const lease = Date.parse(body.leaseUntil) - Date.parse(body.signedAt);
    expect(Math.abs(lease - 14 * DAY)).toBeLessThan(60_000);
    expect(String(activated.headers[SIGNATURE_HEADER])).toMatch(/^keyId=[0-9a-f]+;ed25519=/);

    await t.app.db.update(indicators).set({ leaseDays: 3 }).where(eq(indicators.id, pulse.id));
    const validated = (await call(validateLicence, { key: who.licence.key, machineId: 'PC-1', product: pulse.id }))
      .body as {
      leaseUntil: string;
      signedAt: string;
    };
    expect(Math.abs(Date.parse(validated.leaseUntil) - Date.parse(validated.signedAt) - 3 * DAY)).toBeLessThan(60_000);
    await t.app.db.update(indicators).set({ leaseDays: 14 }).where(eq(indicators.id, pulse.id));

    // A refusal carries no lease.
    const refused = (await call(validateLicence, { key: who.licence.key, machineId: 'PC-2' })).body;
    expect(refused).toMatchObject({ valid: false, code: 'MACHINE_LIMIT' });
    expect(refused).not.toHaveProperty('leaseUntil');
  });

  it('the admin sets the lease days (0–90) in the indicator form; the next answer leases that long', async () => {
    const admin = (await signedInClient(t.app, 'admin')).client;
    const category = await createCategory(t.app);
    const body = {
      name: 'Lease Scope',
      description: 'An indicator whose offline lease the admin sets.',
      price: 49,
      categoryIds: [category.id],
    };
    const created = await admin.ok(createIndicator, body);
    expect(created.indicator.leaseDays).toBe(14);
    const updated = await admin.ok(updateIndicator, { id: created.indicator.id, ...body, leaseDays: 30 });
    expect(updated.indicator.leaseDays).toBe(30);
    // An update that leaves the field out keeps it.
    expect((await admin.ok(updateIndicator, { id: created.indicator.id, ...body })).indicator.leaseDays).toBe(30);

    const who = await owner('en', created.indicator.id);
    const call = addOn();
    const answer = (await call(activateLicence, { key: who.licence.key, machineId: 'PC-L' })).body as {
      leaseUntil: string;
      signedAt: string;
    };
    expect(Math.abs(Date.parse(answer.leaseUntil) - Date.parse(answer.signedAt) - 30 * DAY)).toBeLessThan(60_000);

    for (const leaseDays of [-1, 91, 2.5, '7', null]) {
      const refused = await admin.call(updateIndicator, { id: created.indicator.id, ...body, leaseDays } as never);
      expect(refused).toMatchObject({
        status: 400,
        body: {
          code: 'validation_failed',
          details: { leaseDays: 'Offline lease must be a whole number of days from 0 to 90.' },
        },
      });
    }
    expect(
      (await admin.ok(updateIndicator, { id: created.indicator.id, ...body, leaseDays: 0 })).indicator.leaseDays,
    ).toBe(0);
  });

  it('refuses to activate a key of another indicator before it uses a slot (WRONG_PRODUCT)', async () => {
    const who = await owner();
    const call = addOn();
    expect(await call(activateLicence, { key: who.licence.key, machineId: 'PC-1', product: other.id })).toMatchObject({
      status: 403,
      body: { code: 'licence_wrong_product' },
    });
    expect(
      await t.app.db.select().from(licenceActivations).where(eq(licenceActivations.licenceId, who.licence.id)),
    ).toEqual([]);
    expect(
      (await call(validateLicence, { key: who.licence.key, machineId: 'PC-1', product: other.id })).body,
    ).toMatchObject({
      valid: false,
      code: 'WRONG_PRODUCT',
    });
  });
});

describe('POST /_api/licences/transfer/request and /confirm', () => {
  it('e-mails the owner a code, signed {sent: true}; the code frees the machine seen longest ago and activates this one', async () => {
    const who = await waitingMove();
    expect(who.asked.body).toEqual({ signedAt: expect.any(String), sent: true });
    expect(String(who.asked.headers[SIGNATURE_HEADER])).toMatch(/^keyId=[0-9a-f]+;ed25519=/);
    expect(who.mail.subject).toContain('Transfer Pulse');
    expect(who.mail.text).toContain('New VPS');

    const moved = await who.call(confirmLicenceTransfer, {
      key: who.licence.key,
      machineId: 'PC-NEW',
      code: who.code,
      nonce: 'n-1',
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      valid: true,
      code: 'VALID',
      machineId: 'PC-NEW',
      nonce: 'n-1',
      leaseUntil: expect.any(String),
    });
    expect(String(moved.headers[SIGNATURE_HEADER])).toMatch(/^keyId=/);
    const machines = await t.app.db
      .select()
      .from(licenceActivations)
      .where(eq(licenceActivations.licenceId, who.licence.id));
    expect(machines.map((m) => [m.machineId, m.machineName])).toEqual([['PC-NEW', 'New VPS']]);
    expect((await who.call(validateLicence, { key: who.licence.key, machineId: 'PC-OLD' })).body).toMatchObject({
      valid: false,
    });

    // The code works once; the audit trail and the owner's /orders history show the move and its lease.
    expect(
      await who.call(confirmLicenceTransfer, { key: who.licence.key, machineId: 'PC-NEW', code: who.code }),
    ).toMatchObject({
      status: 409,
      body: { code: 'licence_transfer_code_invalid' },
    });
    const types = (await listLicenceEvents(t.app.db, who.licence.id)).map((e) => e.type);
    expect(types.slice(0, 2)).toEqual(['transfer_confirmed', 'transfer_requested']);
    const history = await who.client.ok(listOwnLicenceEvents, { licenceId: who.licence.id });
    expect(history.events[0]).toMatchObject({
      type: 'transfer_confirmed',
      actor: 'owner',
      machineId: 'PC-NEW',
      facts: { freedMachineId: 'PC-OLD', leaseUntil: expect.any(String) },
    });
  });

  it('uses the web reset quota: a second move the same day is refused before any mail', async () => {
    const who = await waitingMove();
    expect(
      (await who.call(confirmLicenceTransfer, { key: who.licence.key, machineId: 'PC-NEW', code: who.code })).status,
    ).toBe(200);
    expect(await who.call(requestLicenceTransfer, { key: who.licence.key, machineId: 'PC-THIRD' })).toMatchObject({
      status: 409,
      body: { code: 'licence_reset_too_soon' },
    });
  });

  it('counts wrong codes: five are answered with the tries left, then even the right code needs a new request', async () => {
    const who = await waitingMove();
    const wrong = who.code === '000000' ? '111111' : '000000';
    for (const left of [4, 3, 2, 1, 0]) {
      expect(
        await who.call(confirmLicenceTransfer, { key: who.licence.key, machineId: 'PC-NEW', code: wrong }),
      ).toMatchObject({
        status: 400,
        body: { code: 'licence_transfer_code_wrong', details: { attemptsLeft: left } },
      });
    }
    expect(
      await who.call(confirmLicenceTransfer, { key: who.licence.key, machineId: 'PC-NEW', code: who.code }),
    ).toMatchObject({
      status: 409,
      body: { code: 'licence_transfer_attempts_used' },
    });
    const events = await listLicenceEvents(t.app.db, who.licence.id);
    expect(events.filter((e) => e.type === 'transfer_code_wrong')).toHaveLength(5);
    expect(events.some((e) => e.type === 'transfer_confirmed')).toBe(false);

    // A new request replaces the code and its count.
    await who.call(requestLicenceTransfer, { key: who.licence.key, machineId: 'PC-NEW' });
    const fresh = await mailedCode(who.user.email);
    expect(
      (await who.call(confirmLicenceTransfer, { key: who.licence.key, machineId: 'PC-NEW', code: fresh.code })).status,
    ).toBe(200);
  });

  it('refuses an expired code (10 minutes), a code of another machine and a request that needs no move', async () => {
    const who = await waitingMove();
    expect(
      await who.call(confirmLicenceTransfer, { key: who.licence.key, machineId: 'PC-ELSE', code: who.code }),
    ).toMatchObject({
      status: 409,
      body: { code: 'licence_transfer_code_invalid' },
    });
    await t.app.db
      .update(licenceTransferCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(licenceTransferCodes.licenceId, who.licence.id));
    expect(
      await who.call(confirmLicenceTransfer, { key: who.licence.key, machineId: 'PC-NEW', code: who.code }),
    ).toMatchObject({
      status: 400,
      body: { code: 'licence_transfer_code_expired' },
    });
    // The machine that holds the slot, and a licence with a free slot, need no move.
    expect(await who.call(requestLicenceTransfer, { key: who.licence.key, machineId: 'PC-OLD' })).toMatchObject({
      status: 409,
      body: { code: 'licence_transfer_not_needed' },
    });
    const fresh = await owner();
    expect(await who.call(requestLicenceTransfer, { key: fresh.licence.key, machineId: 'PC-1' })).toMatchObject({
      status: 409,
      body: { code: 'licence_transfer_not_needed' },
    });
  });

  it.each([
    ['de', 'Code'],
    ['fr', 'code'],
    ['zh', '验证码'],
  ])('writes the code e-mail in the owner’s language %s', async (lang, word) => {
    const who = await waitingMove(lang);
    expect(who.mail.subject).toContain(word);
  });

  it('answers hostile input with a 4xx and a code, signed', async () => {
    const call = addOn();
    const cases: Array<[unknown, number, string]> = [
      [{ key: 'ABCDE-ABCDE-ABCDE-ABCDE', machineId: 'PC', code: '12ab56' }, 400, 'validation_failed'],
      [{ key: 'ABCDE-ABCDE-ABCDE-ABCDE', machineId: 'PC', code: '1234567' }, 400, 'validation_failed'],
      [{ key: 'ABCDE-ABCDE-ABCDE-ABCDE', machineId: 'P\u0000C', code: '123456' }, 400, 'validation_failed'],
      [{ key: 'ABCDE-ABCDE-ABCDE-ABCDE', machineId: 'PC', code: '123456' }, 404, 'licence_key_not_found'],
      [{ key: 'ABCDE-ABCDE-ABCDE-ABCDE', machineId: 'PC', code: '123456', extra: 1 }, 400, 'validation_failed'],
    ];
    for (const [body, status, code] of cases) {
      const res = await call(confirmLicenceTransfer, body);
      expect(res).toMatchObject({ status, body: { code } });
      expect(String(res.headers[SIGNATURE_HEADER])).toMatch(/^keyId=/);
    }
    // Any printable key is looked up (imported keys keep their own format): an unknown one is a 404.
    expect(await call(requestLicenceTransfer, { key: 'nope', machineId: 'PC' })).toMatchObject({
      status: 404,
      body: { code: 'licence_key_not_found' },
    });
  });
});
