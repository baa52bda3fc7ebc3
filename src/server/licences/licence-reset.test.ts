import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import {
  activateLicence,
  confirmLicenceReset,
  requestLicenceReset,
  validateLicence,
} from '#shared/contracts/licences.endpoints.ts';
import { listOrders } from '#shared/contracts/store.endpoints.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { mailOutbox } from '../platform/mail/outbox.schema.ts';
import { licenceActivations, licences } from '../store/store.schema.ts';
import { buy, createProduct } from '../store/store.test-helpers.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { onPostgres } from '../testing/test-db.ts';
import { signedInClient } from '../testing/users.ts';
import { listLicenceEvents, recordLicenceEvent } from './licence-events.repo.ts';
import { licenceResetTokens } from './licences.schema.ts';

let t: TestApp;
let bundle: { id: number };
let ipCounter = 0;
const DAY = 24 * 60 * 60 * 1000;

/** A browser of its own (no session): the e-mailed link may be opened signed out, on another device. */
const stranger = () => {
  ipCounter += 1;
  return new ApiClient(t.app, `10.77.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`);
};

/** The desktop add-on activating a machine (public API, no Origin, no cookies). */
async function activate(key: string, machineId: string) {
  const res = await stranger().request<unknown>({
    method: 'POST',
    url: activateLicence.path,
    payload: JSON.stringify({ key, machineId }),
    headers: { 'content-type': 'application/json' },
  });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  bundle = await createProduct(t.app, { name: 'Reset Bundle', kind: 'bundle' });
});
afterAll(() => t.close());

/** A customer who bought the bundle (2 machines) with the shop in `lang`, and that licence. */
async function owner(lang = 'en') {
  const signedIn = await signedInClient(t.app);
  signedIn.client.setCookie('lang', lang);
  await buy(signedIn.client, bundle.id);
  const licence = (await signedIn.client.ok(listOrders, undefined)).orders[0]!.items[0]!.licence!;
  return { ...signedIn, licence };
}

const resetMails = (to: string) =>
  t.app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, 'licence.reset')))
    .orderBy(desc(mailOutbox.id));

/** The token of the newest reset e-mail to `to`. */
async function tokenFromMail(to: string) {
  const [mail] = await resetMails(to);
  return mail?.text.match(/http:\/\/shop\.test\/licences\/reset\?token=([\w-]+)/)?.[1];
}

async function requestLink(who: Awaited<ReturnType<typeof owner>>) {
  await who.client.ok(requestLicenceReset, { licenceId: who.licence.id });
  return (await tokenFromMail(who.user.email))!;
}

/**
 * Many valid links for one licence at once, written straight into the table (asking for 50 through
 * the API would meet its rate limit, which is not what these tests are about).
 */
async function manyLinks(licenceId: number, userId: number, n: number) {
  const tokens = Array.from({ length: n }, () => newToken());
  await t.app.db
    .insert(licenceResetTokens)
    .values(
      tokens.map((token) => ({ id: hashToken(token), licenceId, userId, expiresAt: new Date(Date.now() + 3_600_000) })),
    );
  return tokens;
}

const machinesOf = (licenceId: number) =>
  t.app.db.select().from(licenceActivations).where(eq(licenceActivations.licenceId, licenceId));

/** Past self-service resets of a licence, written into the audit trail at the given times. */
async function pastResets(licenceId: number, userId: number, ...daysAgo: number[]) {
  for (const days of daysAgo)
    await recordLicenceEvent(t.app.db, {
      licenceId,
      type: 'reset_confirmed',
      actor: 'owner',
      actorUserId: userId,
      at: new Date(Date.now() - days * DAY),
    });
}

describe('self-service reset of lost machines', () => {
  it('e-mails a link in the language of the order, which frees every machine when confirmed signed out', async () => {
    const who = await owner('de');
    await activate(who.licence.key, 'DEAD-PC');
    await activate(who.licence.key, 'LAPTOP');

    const asked = await who.client.ok(requestLicenceReset, { licenceId: who.licence.id });
    expect(Date.parse(asked.expiresAt) - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(Date.parse(asked.expiresAt) - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    const [mail] = await resetMails(who.user.email);
    expect(mail!.subject).toContain('Rechner');
    expect(mail!.text).toContain(`Hallo ${who.user.displayName}`);
    expect(mail!.text).toContain('Reset Bundle');
    expect(mail!.text).toContain(who.licence.key);
    const token = (await tokenFromMail(who.user.email))!;
    expect(token).toMatch(/^[\w-]{43}$/);
    // Only the hash is stored.
    const [row] = await t.app.db
      .select()
      .from(licenceResetTokens)
      .where(eq(licenceResetTokens.id, hashToken(token)));
    expect(row).toMatchObject({ licenceId: who.licence.id, userId: who.user.id, usedAt: null });
    expect(await machinesOf(who.licence.id)).toHaveLength(2);

    expect(await stranger().ok(confirmLicenceReset, { token })).toEqual({
      freed: 2,
      indicator: 'Reset Bundle',
      resetsLeft: 2,
    });
    expect(await machinesOf(who.licence.id)).toHaveLength(0);
    const licence = (await who.client.ok(listOrders, undefined)).orders[0]!.items[0]!.licence!;
    expect(licence).toMatchObject({ activations: [], resetsPerYear: 3, resetsLeft: 2, resetAvailable: false });
    // The add-on on the lost machine is no longer valid; a new machine activates.
    const check = await stranger().request<{ valid: boolean }>({
      method: 'POST',
      url: validateLicence.path,
      payload: JSON.stringify({ key: who.licence.key, machineId: 'DEAD-PC' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(check.body.valid).toBe(false);
    await activate(who.licence.key, 'NEW-PC');

    const events = (await listLicenceEvents(t.app.db, who.licence.id)).reverse();
    expect(events.filter((e) => e.type.startsWith('reset')).map((e) => [e.type, e.actor, e.actorUserId])).toEqual([
      ['reset_requested', 'owner', who.user.id],
      ['reset_confirmed', 'owner', who.user.id],
    ]);
    expect(events.find((e) => e.type === 'reset_confirmed')!.details).toEqual({ freed: 2 });
  });

  it.each([
    ['pt-BR', 'máquinas'],
    ['es', 'equipos'],
    ['fr', 'machines'],
    ['zh', '电脑'],
    ['en', 'machines'],
  ])('writes the e-mail in the order language %s', async (lang, word) => {
    const who = await owner(lang);
    await requestLink(who);
    const [mail] = await resetMails(who.user.email);
    expect(mail!.subject).toContain(word);
  });

  it('refuses a replayed link, and changes nothing', async () => {
    const who = await owner();
    await activate(who.licence.key, 'PC-1');
    const token = await requestLink(who);
    expect((await stranger().ok(confirmLicenceReset, { token })).freed).toBe(1);
    await activate(who.licence.key, 'PC-2');
    expect(await stranger().call(confirmLicenceReset, { token })).toMatchObject({
      status: 409,
      body: { error: 'This reset link has already been used.', code: 'licence_reset_link_used' },
    });
    expect(await machinesOf(who.licence.id)).toHaveLength(1);
  });

  it('refuses an expired link, and changes nothing', async () => {
    const who = await owner();
    await activate(who.licence.key, 'PC-1');
    const token = await requestLink(who);
    await t.app.db
      .update(licenceResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(licenceResetTokens.id, hashToken(token)));
    expect(await stranger().call(confirmLicenceReset, { token })).toMatchObject({
      status: 400,
      body: {
        error: 'This reset link has expired. Please ask for a new one from your Orders page.',
        code: 'licence_reset_link_expired',
      },
    });
    expect(await machinesOf(who.licence.id)).toHaveLength(1);
    const [row] = await t.app.db
      .select()
      .from(licenceResetTokens)
      .where(eq(licenceResetTokens.id, hashToken(token)));
    expect(row!.usedAt).toBeNull();
  });

  it('refuses a tampered or unknown link, and a malformed one', async () => {
    const who = await owner();
    await activate(who.licence.key, 'PC-1');
    const token = await requestLink(who);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [tampered, 'not-a-token'])
      expect(await stranger().call(confirmLicenceReset, { token: bad })).toMatchObject({
        status: 404,
        body: {
          error: 'This reset link is not valid. Please ask for a new one from your Orders page.',
          code: 'licence_reset_link_invalid',
        },
      });
    expect((await stranger().call(confirmLicenceReset, { token: 'x'.repeat(201) })).status).toBe(400);
    expect(await machinesOf(who.licence.id)).toHaveLength(1);
  });

  it("answers someone else's licence with the same 404 as a missing one, and needs a session", async () => {
    const who = await owner();
    const other = await signedInClient(t.app);
    expect(await other.client.call(requestLicenceReset, { licenceId: who.licence.id })).toMatchObject({
      status: 404,
      body: { error: 'Licence not found.', code: 'licence_not_found' },
    });
    expect(await other.client.call(requestLicenceReset, { licenceId: 2_000_000 })).toMatchObject({
      status: 404,
      body: { error: 'Licence not found.', code: 'licence_not_found' },
    });
    expect((await stranger().call(requestLicenceReset, { licenceId: who.licence.id })).status).toBe(401);
    expect(await resetMails(who.user.email)).toHaveLength(0);
    expect(await resetMails(other.user.email)).toHaveLength(0);
  });

  it('refuses a revoked licence, at request and at confirmation', async () => {
    const who = await owner();
    await activate(who.licence.key, 'PC-1');
    const token = await requestLink(who);
    await t.app.db
      .update(licences)
      .set({ status: 'revoked', revokedAt: new Date() })
      .where(eq(licences.id, who.licence.id));
    expect(await stranger().call(confirmLicenceReset, { token })).toMatchObject({
      status: 403,
      body: { code: 'licence_revoked' },
    });
    expect(await who.client.call(requestLicenceReset, { licenceId: who.licence.id })).toMatchObject({
      status: 403,
      body: { code: 'licence_revoked' },
    });
    expect(await machinesOf(who.licence.id)).toHaveLength(1);
  });
});

describe('the reset quota (3 per 365 days, at most 1 per 24 hours)', () => {
  it('refuses a second reset within 24 hours: no new link, and an earlier link no longer works', async () => {
    const who = await owner();
    const first = await requestLink(who);
    const second = await requestLink(who);
    await stranger().ok(confirmLicenceReset, { token: first });
    expect(await stranger().call(confirmLicenceReset, { token: second })).toMatchObject({
      status: 409,
      body: {
        error: 'This licence was reset less than 24 hours ago. Please try again tomorrow.',
        code: 'licence_reset_too_soon',
      },
    });
    const mails = (await resetMails(who.user.email)).length;
    expect(await who.client.call(requestLicenceReset, { licenceId: who.licence.id })).toMatchObject({
      status: 409,
      body: { code: 'licence_reset_too_soon' },
    });
    expect(await resetMails(who.user.email)).toHaveLength(mails);
  });

  it('refuses the 4th reset in 365 days, counting only the owner’s resets inside the window', async () => {
    const who = await owner();
    // Two inside the window, one outside (400 days ago), and an admin's reset, which never counts.
    await pastResets(who.licence.id, who.user.id, 400, 200, 30);
    await recordLicenceEvent(t.app.db, {
      licenceId: who.licence.id,
      type: 'reset_confirmed',
      actor: 'admin',
      at: new Date(Date.now() - 2 * DAY),
    });
    expect((await who.client.ok(listOrders, undefined)).orders[0]!.items[0]!.licence).toMatchObject({
      resetsLeft: 1,
      resetAvailable: true,
    });
    const token = await requestLink(who);
    expect(await stranger().ok(confirmLicenceReset, { token })).toMatchObject({ resetsLeft: 0 });

    // Two days later (the daily rule no longer applies) the yearly quota does.
    const later = await owner();
    await pastResets(later.licence.id, later.user.id, 300, 100, 2);
    const mails = (await resetMails(later.user.email)).length;
    expect(await later.client.call(requestLicenceReset, { licenceId: later.licence.id })).toMatchObject({
      status: 409,
      body: {
        error: 'This licence has used all of its machine resets for the year.',
        code: 'licence_reset_quota_used',
      },
    });
    expect(await resetMails(later.user.email)).toHaveLength(mails);
    expect((await later.client.ok(listOrders, undefined)).orders[0]!.items[0]!.licence).toMatchObject({
      resetsLeft: 0,
      resetAvailable: false,
    });
  });

  it('re-checks the quota at confirmation (links asked for before the quota ran out)', async () => {
    const who = await owner();
    await pastResets(who.licence.id, who.user.id, 300, 100);
    const token = await requestLink(who);
    await pastResets(who.licence.id, who.user.id, 5); // e.g. confirmed from another link meanwhile
    await activate(who.licence.key, 'PC-1');
    expect(await stranger().call(confirmLicenceReset, { token })).toMatchObject({
      status: 409,
      body: { code: 'licence_reset_quota_used' },
    });
    expect(await machinesOf(who.licence.id)).toHaveLength(1);
  });

  it('follows LICENCE_RESETS_PER_YEAR', async () => {
    const strict = await createTestApp({ LICENCE_RESETS_PER_YEAR: '1' });
    try {
      const product = await createProduct(strict.app, { name: 'Strict' });
      const { client } = await signedInClient(strict.app);
      await buy(client, product.id);
      const licence = (await client.ok(listOrders, undefined)).orders[0]!.items[0]!.licence!;
      expect(licence).toMatchObject({ resetsPerYear: 1, resetsLeft: 1 });
      await recordLicenceEvent(strict.app.db, {
        licenceId: licence.id,
        type: 'reset_confirmed',
        actor: 'owner',
        at: new Date(Date.now() - 10 * DAY),
      });
      expect((await client.call(requestLicenceReset, { licenceId: licence.id })).body).toMatchObject({
        code: 'licence_reset_quota_used',
      });
    } finally {
      await strict.close();
    }
  });
});

describe('reset confirmations under concurrency', () => {
  it('50 confirmations of 50 different links at once: exactly one reset (one a day), the rest refused', async () => {
    const who = await owner();
    await activate(who.licence.key, 'PC-1');
    await activate(who.licence.key, 'PC-2');
    const tokens = await manyLinks(who.licence.id, who.user.id, 50);

    const results = await Promise.all(tokens.map((token) => stranger().call(confirmLicenceReset, { token })));
    const succeeded = results.filter((r) => r.ok);
    expect(succeeded).toHaveLength(1);
    expect(succeeded[0]!.body).toMatchObject({ freed: 2 });
    for (const r of results.filter((r) => !r.ok))
      expect(r).toMatchObject({ status: 409, body: { code: 'licence_reset_too_soon' } });
    const events = await listLicenceEvents(t.app.db, who.licence.id);
    expect(events.filter((e) => e.type === 'reset_confirmed')).toHaveLength(1);
  });

  it.runIf(onPostgres())(
    '50 links confirmed at once with the yearly quota nearly used: exactly the remaining one succeeds',
    async () => {
      const who = await owner();
      await pastResets(who.licence.id, who.user.id, 200, 100);
      const tokens = await manyLinks(who.licence.id, who.user.id, 50);
      const results = await Promise.all(tokens.map((token) => stranger().call(confirmLicenceReset, { token })));
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      for (const r of results.filter((r) => !r.ok))
        expect(r).toMatchObject({ status: 409, body: { code: 'licence_reset_quota_used' } });
      const confirmed = (await listLicenceEvents(t.app.db, who.licence.id)).filter((e) => e.type === 'reset_confirmed');
      expect(confirmed).toHaveLength(3);
    },
  );
});
