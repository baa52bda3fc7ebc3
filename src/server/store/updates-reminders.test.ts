import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundOrder } from '#shared/contracts/admin-store.endpoints.ts';
import { getReleaseNotices } from '#shared/contracts/releases.endpoints.ts';
import { addToCart, checkout, listOrders } from '#shared/contracts/store.endpoints.ts';
import { users } from '../auth/auth.schema.ts';
import { mailOutbox } from '../platform/mail/outbox.schema.ts';
import { createTestApp, type ApiClient, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { buy, createProduct } from './store.test-helpers.ts';
import { createUpdatesReminderJob, reminderDue } from './updates-reminders.job.ts';

// Reminders 30 and 7 days before a licence's updates window ends and on the day, in the
// owner's language, with RFC 8058 one-click unsubscribe, once each. The job's clock is moved.

let t: TestApp;
let admin: ApiClient;
let clock = new Date('2025-01-10T12:00:00Z');
const day = 86_400_000;
const end = new Date('2026-01-10T12:00:00Z');
const before = (days: number, hours = 0) => new Date(end.getTime() - days * day - hours * 3_600_000);

beforeAll(async () => {
  t = await createTestApp();
  t.app.clock = () => clock;
  admin = (await signedInClient(t.app, 'admin')).client;
});
afterAll(async () => t?.close());

const job = () => createUpdatesReminderJob({ db: t.app.db, config: t.app.config, log: t.app.log, now: () => clock });
const runAt = async (at: Date) => {
  clock = at;
  return job().run();
};

async function reminders(to: string) {
  const rows = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  return rows.filter((m) => m.kind === 'licences.updates_reminder');
}

async function owner(name: string, language: string | null = null) {
  const product = await createProduct(t.app, { name, updatesMonths: 12, renewalPriceCents: 2_900 });
  const signedIn = await signedInClient(t.app, 'user');
  await t.app.db.update(users).set({ language }).where(eq(users.id, signedIn.user.id));
  clock = new Date('2025-01-10T12:00:00Z');
  const orderId = await buy(signedIn.client, product.id);
  return { ...signedIn, product, orderId };
}

describe('which reminder is due', () => {
  it('is the latest of 30 days, 7 days and the day', () => {
    expect(reminderDue(end, before(31))).toBeNull();
    expect(reminderDue(end, before(30))).toBe('30');
    expect(reminderDue(end, before(8))).toBe('30');
    expect(reminderDue(end, before(7))).toBe('7');
    expect(reminderDue(end, before(0, 1))).toBe('7');
    expect(reminderDue(end, end)).toBe('0');
    expect(reminderDue(end, before(-1, -1))).toBeNull();
  });
});

describe('the updates reminder job', () => {
  it('sends 30 days before, 7 days before and on the day, once each, in the owner’s language with one-click unsubscribe', async () => {
    const { user } = await owner('Reminder Pulse', 'de');
    await runAt(before(31));
    expect(await reminders(user.email)).toHaveLength(0);

    await runAt(before(30));
    await runAt(before(29));
    const first = await reminders(user.email);
    expect(first).toHaveLength(1);
    expect(first[0]!.subject).toBe('Ihre Updates für Reminder Pulse enden am 10. Januar 2026');
    expect(first[0]!.text).toContain('$29.00');
    expect(first[0]!.headers).toMatchObject({
      'List-Unsubscribe': expect.stringMatching(/^<https?:\/\/.+\/_api\/releases\/notices\/unsubscribe\?token=.+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    await runAt(before(7));
    await runAt(before(3));
    await runAt(end);
    await runAt(new Date(end.getTime() + 3_600_000));
    const all = await reminders(user.email);
    expect(all.map((m) => m.subject)).toEqual([
      'Ihre Updates für Reminder Pulse enden am 10. Januar 2026',
      'Ihre Updates für Reminder Pulse enden am 10. Januar 2026',
      'Ihre Updates für Reminder Pulse enden heute',
    ]);
    // Two jobs at once (two instances) queue nothing twice.
    await Promise.all([job().run(), job().run()]);
    expect(await reminders(user.email)).toHaveLength(3);
  });

  it('starts again for the end a renewal set, and sends nothing to a refunded licence', async () => {
    const { client, user } = await owner('Renewed Pulse');
    await runAt(before(30));
    expect(await reminders(user.email)).toHaveLength(1);
    const { orders } = await client.ok(listOrders, undefined);
    await client.ok(addToCart, { renewalOf: orders[0]!.items[0]!.licence!.key });
    await client.ok(checkout, {});
    // The new end is a year later: nothing is due until 30 days before it.
    await runAt(before(7));
    expect(await reminders(user.email)).toHaveLength(1);
    await runAt(new Date(end.getTime() + 335 * day));
    const after = await reminders(user.email);
    expect(after).toHaveLength(2);
    expect(after[1]!.subject).toBe('Your updates for Renewed Pulse end on January 10, 2027');

    const refunded = await owner('Refunded Pulse');
    await admin.ok(refundOrder, { id: refunded.orderId });
    await runAt(before(30));
    expect(await reminders(refunded.user.email)).toHaveLength(0);
  });

  it('sends nothing to an owner who unsubscribed with the one-click link', async () => {
    const { client, user } = await owner('Quiet Pulse', 'fr');
    await runAt(before(30));
    const [mail] = await reminders(user.email);
    expect(mail!.subject).toBe('Vos mises à jour de Quiet Pulse prennent fin le 10 janvier 2026');
    const oneClick = new URL(/^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!);
    const done = await t.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { host: 'shop.test', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(await client.ok(getReleaseNotices, undefined)).toEqual({ subscribed: false });
    await runAt(before(7));
    expect(await reminders(user.email)).toHaveLength(1);
  });
});
