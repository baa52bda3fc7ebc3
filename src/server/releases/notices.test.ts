import { asc, eq, sql } from 'drizzle-orm';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundOrder } from '#shared/contracts/admin-store.endpoints.ts';
import { RELEASE_NOTICES_UNSUBSCRIBE_PATH } from '#shared/contracts/releases.constants.ts';
import {
  getReleaseNotices,
  getReleaseNoticeSubscription,
  setReleaseNotices,
  setReleaseNoticeSubscription,
  updateRelease,
  withdrawRelease,
} from '#shared/contracts/releases.endpoints.ts';
import { addToCart, checkout } from '#shared/contracts/store.endpoints.ts';
import type { App } from '../app.ts';
import { appSecret } from '../platform/app-secret.ts';
import { mailOutbox } from '../platform/mail/outbox.schema.ts';
import { signUnsubscribeToken } from '../platform/mail/unsubscribe.ts';
import { createProduct } from '../store/store.test-helpers.ts';
import { ApiClient } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { announceStep, ANNOUNCE_BATCH, RELEASE_NOTICES_LIST } from './announce.ts';
import { releaseAnnouncements } from './releases.schema.ts';
import { releasesFixture, upload, zipLike } from './releases.test-helpers.ts';

// A published release e-mails every opted-in owner once, in their language,
// queued in batches by the outbox worker's job, never by the admin's request.

let fx: Awaited<ReturnType<typeof releasesFixture>>;
let app: App;
beforeAll(async () => {
  fx = await releasesFixture();
  app = fx.app;
});
afterAll(async () => {
  await fx?.close();
  await rm(fx.dataDir, { recursive: true, force: true });
});

/** Buys the products in one order placed in `language` (the order's language is the mail's). */
async function buyIn(client: ApiClient, language: string, ...indicatorIds: number[]) {
  for (const indicatorId of indicatorIds) await client.ok(addToCart, { indicatorId });
  return (await client.ok(checkout, {}, { 'accept-language': language })).orderId;
}

async function owner(language: string, ...indicatorIds: number[]) {
  const signedIn = await signedInClient(app, 'user');
  const orderId = await buyIn(signedIn.client, language, ...indicatorIds);
  return { ...signedIn, orderId };
}

/** Runs the outbox job until no announcement is open; answers what each step queued. */
async function runAnnouncements(): Promise<number[]> {
  const steps: number[] = [];
  for (let queued = await announceStep(app.db, app.config); queued !== null;) {
    steps.push(queued);
    queued = await announceStep(app.db, app.config);
  }
  return steps;
}

/** The notices queued about `productName` (their subjects name it), by recipient. */
async function noticesAbout(productName: string) {
  // In the order they were queued: without an order PostgreSQL may hand rows back in any order.
  const rows = await app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, 'releases.notice'))
    .orderBy(asc(mailOutbox.id));
  return rows.filter((m) => m.subject.startsWith(`${productName} `));
}

const recipients = (mails: { to: string }[]) => mails.map((m) => m.to).sort();

async function publishNew(productId: number, version: string, extra: Record<string, string> = {}) {
  const res = await upload(
    fx.admin,
    { indicatorId: String(productId), version, minPlatformVersion: '8.1.2', status: 'published', ...extra },
    { bytes: zipLike(2_000).bytes },
  );
  expect(res.status).toBe(201);
  return res.body.release;
}

async function announcementsOf(releaseId: number) {
  return app.db.select().from(releaseAnnouncements).where(eq(releaseAnnouncements.releaseId, releaseId));
}

describe('update notices', () => {
  it('mails each opted-in owner once in their language; bundle owners in, refunded and unsubscribed out', async () => {
    const product = await createProduct(app, { name: 'Delta Lens' });
    const other = await createProduct(app, { name: 'Volume Halo' });
    const bundle = await createProduct(app, { name: 'Pro Bundle Test', kind: 'bundle' });
    const english = await owner('en', product.id);
    const german = await owner('de-DE,de;q=0.9', product.id);
    const twice = await owner('pt-BR', product.id, bundle.id);
    const bundleOwner = await owner('fr', bundle.id);
    const refunded = await owner('en', product.id);
    await fx.admin.ok(refundOrder, { id: refunded.orderId });
    const unsubscribed = await owner('es', product.id);
    expect(await unsubscribed.client.ok(setReleaseNotices, { subscribed: false })).toEqual({ subscribed: false });
    const stranger = await owner('en', other.id);

    const release = await publishNew(product.id, '2.0.0', {
      notes: JSON.stringify({
        en: '## Faster footprint\n\n- **Delta** bars draw `2x` faster\n- See [the docs](https://x.test/docs)',
        de: '## Schnellerer Footprint\n\n- **Delta**-Balken doppelt so schnell',
      }),
    });
    // The admin's request only records the announcement; no e-mail is queued inside it.
    expect(await noticesAbout('Delta Lens')).toHaveLength(0);
    expect(await announcementsOf(release.id)).toMatchObject([{ finishedAt: null, queued: 0 }]);

    await runAnnouncements();
    const mails = await noticesAbout('Delta Lens');
    expect(recipients(mails)).toEqual(
      [english.user.email, german.user.email, twice.user.email, bundleOwner.user.email].sort(),
    );
    for (const left of [refunded, unsubscribed, stranger]) expect(recipients(mails)).not.toContain(left.user.email);

    const to = (user: { email: string }) => mails.find((m) => m.to === user.email)!;
    expect(to(english.user).subject).toBe('Delta Lens 2.0.0 is available');
    expect(to(english.user).text).toContain(`Hello ${english.user.displayName},`);
    expect(to(english.user).text).toContain('version 2.0.0 of Delta Lens is now available.');
    // The notes as plain text: no Markdown marks, the link's text kept.
    expect(to(english.user).text).toContain(
      "What's new:\nFaster footprint\n\n- Delta bars draw 2x faster\n- See the docs",
    );
    expect(to(english.user).text).toContain('http://shop.test/orders?lang=en\n');
    expect(to(german.user).subject).toBe('Delta Lens 2.0.0 ist verfügbar');
    expect(to(german.user).text).toContain('Schnellerer Footprint\n\n- Delta-Balken doppelt so schnell');
    expect(to(german.user).text).toContain('http://shop.test/orders?lang=de');
    expect(to(twice.user).subject).toBe('Delta Lens 2.0.0 está disponível');
    // No French notes: the English ones, in a French frame.
    expect(to(bundleOwner.user).subject).toBe('Delta Lens 2.0.0 est disponible');
    expect(to(bundleOwner.user).text).toContain('Nouveautés :\nFaster footprint');

    for (const mail of mails) {
      const token = signUnsubscribeToken(appSecret(app.config), RELEASE_NOTICES_LIST, userIdOf(mail.to));
      expect(mail.headers).toEqual({
        'List-Unsubscribe': `<http://shop.test${RELEASE_NOTICES_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'Content-Language': expect.any(String),
      });
      expect(mail.text).toContain(`http://shop.test/releases/unsubscribe?token=${token}`);
    }
    expect(await announcementsOf(release.id)).toMatchObject([{ queued: 4, finishedAt: expect.any(Date) }]);

    // The job running again (another tick, another instance) adds nothing.
    expect(await runAnnouncements()).toEqual([]);
    expect(await noticesAbout('Delta Lens')).toHaveLength(4);

    // A bundle covers every indicator, so these two would own every later test's product too.
    for (const bundled of [twice, bundleOwner]) await fx.admin.ok(refundOrder, { id: bundled.orderId });

    function userIdOf(email: string) {
      return [english, german, twice, bundleOwner].find((o) => o.user.email === email)!.user.id;
    }
  });

  it('a draft mails nobody; publishing it (twice, or 20 times at once) announces it once', async () => {
    const product = await createProduct(app, { name: 'Draft Scope' });
    const a = await owner('en', product.id);
    const b = await owner('zh-CN', product.id);
    const draft = await upload(
      fx.admin,
      { indicatorId: String(product.id), version: '1.0.0', minPlatformVersion: '8.1.2' },
      { bytes: zipLike(2_000).bytes },
    );
    expect(draft.body.release.status).toBe('draft');
    await fx.admin.ok(updateRelease, { id: draft.body.release.id, notes: { en: 'Still a draft' } });
    await runAnnouncements();
    expect(await noticesAbout('Draft Scope')).toHaveLength(0);
    expect(await announcementsOf(draft.body.release.id)).toHaveLength(0);

    const publishes = await Promise.all(
      Array.from({ length: 20 }, () =>
        fx.admin.call(updateRelease, { id: draft.body.release.id, status: 'published' }),
      ),
    );
    expect(publishes.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await announcementsOf(draft.body.release.id)).toHaveLength(1);
    await runAnnouncements();
    // Published again, then back to draft and published once more: still the one e-mail each.
    await fx.admin.ok(updateRelease, { id: draft.body.release.id, status: 'published' });
    await fx.admin.ok(updateRelease, { id: draft.body.release.id, status: 'draft' });
    await fx.admin.ok(updateRelease, { id: draft.body.release.id, status: 'published' });
    await runAnnouncements();

    const mails = await noticesAbout('Draft Scope');
    expect(recipients(mails)).toEqual([a.user.email, b.user.email].sort());
    expect(mails.find((m) => m.to === b.user.email)!.subject).toBe('Draft Scope 1.0.0 现已发布');
  });

  it('a release back to draft before its turn waits for its next publication', async () => {
    const product = await createProduct(app, { name: 'Second Thought' });
    const reader = await owner('en', product.id);
    const release = await publishNew(product.id, '1.0.0');
    await fx.admin.ok(updateRelease, { id: release.id, status: 'draft' });
    expect(await runAnnouncements()).toEqual([0]);
    expect(await noticesAbout('Second Thought')).toHaveLength(0);
    await fx.admin.ok(updateRelease, { id: release.id, status: 'published' });
    expect(await runAnnouncements()).toEqual([1]);
    expect(recipients(await noticesAbout('Second Thought'))).toEqual([reader.user.email]);
  });

  it('a release withdrawn before its turn is announced to nobody', async () => {
    const product = await createProduct(app, { name: 'Pulled Wave' });
    await owner('en', product.id);
    const release = await publishNew(product.id, '1.0.0');
    await fx.admin.ok(withdrawRelease, { id: release.id, withdrawn: true });
    expect(await runAnnouncements()).toEqual([0]);
    expect(await noticesAbout('Pulled Wave')).toHaveLength(0);
    expect(await announcementsOf(release.id)).toMatchObject([{ queued: 0, finishedAt: expect.any(Date) }]);
  });

  it(`writes 1,200 owners in batches of ${ANNOUNCE_BATCH}, each once, even with several workers at once`, async () => {
    const product = await createProduct(app, { name: 'Crowd Meter' });
    // 1,200 owners, each with a completed Spanish order and an active licence, in one statement.
    await app.db.execute(sql`
      with u as (
        insert into users (email, display_name, role)
        select 'crowd-' || g || '@example.com', 'Crowd ' || g, 'user' from generate_series(1, 1200) g
        returning id
      ), o as (
        insert into orders (user_id, status, subtotal_cents, total_cents, payment_provider, checkout_key, language)
        select id, 'completed', 9900, 9900, 'instant', 'crowd-' || id, 'es' from u
        returning id, user_id
      ), i as (
        insert into order_items (order_id, indicator_id, name, price_cents, paid_cents)
        select id, ${product.id}, 'Crowd Meter', 9900, 9900 from o
        returning id, order_id
      )
      insert into licences (key, user_id, order_item_id, indicator_id, machine_limit)
      select 'CROWD-' || i.id, o.user_id, i.id, ${product.id}, 1 from i join o on o.id = i.order_id`);

    const release = await publishNew(product.id, '3.0.0');
    expect(await noticesAbout('Crowd Meter')).toHaveLength(0);

    // Four workers (instances) stepping at once: the announcement is locked by one at a time.
    const steps: number[] = [];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let queued = await announceStep(app.db, app.config); queued !== null;) {
          steps.push(queued);
          queued = await announceStep(app.db, app.config);
        }
      }),
    );
    expect(steps.filter((n) => n > 0).sort((x, y) => y - x)).toEqual([500, 500, 200]);
    const mails = await noticesAbout('Crowd Meter');
    expect(mails).toHaveLength(1200);
    expect(new Set(mails.map((m) => m.to)).size).toBe(1200);
    expect(mails.every((m) => m.subject === 'Crowd Meter 3.0.0 ya está disponible')).toBe(true);
    expect(await announcementsOf(release.id)).toMatchObject([{ queued: 1200, finishedAt: expect.any(Date) }]);
  });

  it('unsubscribes from the link without signing in; a tampered or foreign token is refused', async () => {
    const product = await createProduct(app, { name: 'Quiet Tape' });
    const reader = await owner('en', product.id);
    await publishNew(product.id, '1.0.0');
    await runAnnouncements();
    const [mail] = await noticesAbout('Quiet Tape');
    const token = new URL(
      /http:\/\/shop\.test\/releases\/unsubscribe\?token=\S+/.exec(mail!.text)![0],
    ).searchParams.get('token')!;

    const visitor = new ApiClient(app, '10.9.0.1');
    const masked = `${reader.user.email[0]}•••@example.com`;
    expect(await visitor.ok(getReleaseNoticeSubscription, { token })).toEqual({ email: masked, subscribed: true });
    expect(await visitor.ok(setReleaseNoticeSubscription, { token, subscribed: false })).toEqual({
      email: masked,
      subscribed: false,
    });
    expect(await reader.client.ok(getReleaseNotices, undefined)).toEqual({ subscribed: false });

    const tampered = [
      `${reader.user.id + 1}${token.slice(String(reader.user.id).length)}`,
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      signUnsubscribeToken(appSecret(app.config), 'suggestions', reader.user.id),
      'nonsense',
    ];
    for (const bad of tampered) {
      const res = await visitor.call(setReleaseNoticeSubscription, { token: bad, subscribed: true });
      expect(res.status).toBe(404);
      expect(!res.ok && res.body.code).toBe('unsubscribe_link_invalid');
    }

    // Turned back on from /orders: the next version reaches them again.
    expect(await reader.client.ok(setReleaseNotices, { subscribed: true })).toEqual({ subscribed: true });
    await publishNew(product.id, '1.1.0');
    await runAnnouncements();
    expect((await noticesAbout('Quiet Tape')).map((m) => m.subject)).toEqual([
      'Quiet Tape 1.0.0 is available',
      'Quiet Tape 1.1.0 is available',
    ]);
  });

  it('answers the RFC 8058 one-click POST from a mail provider (no session, no Origin, form body)', async () => {
    const product = await createProduct(app, { name: 'One Click Flow' });
    const reader = await owner('en', product.id);
    await publishNew(product.id, '1.0.0');
    await runAnnouncements();
    const [mail] = await noticesAbout('One Click Flow');
    const oneClick = new URL(/^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!);

    const post = (url: string) =>
      app.inject({
        method: 'POST',
        url,
        headers: { host: 'shop.test', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const refused = await post(`${oneClick.pathname}?token=${reader.user.id}.${'x'.repeat(43)}`);
    expect(refused.statusCode).toBe(404);
    expect(await reader.client.ok(getReleaseNotices, undefined)).toEqual({ subscribed: true });

    const done = await post(`${oneClick.pathname}${oneClick.search}`);
    expect(done.statusCode).toBe(200);
    expect(await reader.client.ok(getReleaseNotices, undefined)).toEqual({ subscribed: false });

    // Opening the address instead leads to the page that asks first.
    const opened = await app.inject({ method: 'GET', url: `${oneClick.pathname}${oneClick.search}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/releases/unsubscribe${oneClick.search}`);
  });

  it('delivers the notice with its List-Unsubscribe headers (the worker runs the job, then sends)', async () => {
    const product = await createProduct(app, { name: 'Header Check' });
    const reader = await owner('en', product.id);
    await publishNew(product.id, '1.0.0');
    await runAnnouncements();
    // Earlier tests left other mail queued; deliver until this one is out.
    const [mail] = await noticesAbout('Header Check');
    await app.db
      .update(mailOutbox)
      .set({ status: 'sent' })
      .where(sql`${mailOutbox.id} <> ${mail!.id}`);
    await app.outbox.drain();
    const dir = join(fx.dataDir, 'mail');
    const file = (await readdir(dir)).find((f) => f.endsWith(`-${mail!.id}.eml`));
    const eml = await readFile(join(dir, file!), 'utf8');
    expect(eml).toContain(`To: ${reader.user.email}`);
    expect(eml).toMatch(/^List-Unsubscribe:\s+<http:\/\/shop\.test\/_api\/releases\/notices\/unsubscribe\?token=/m);
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });

  it('the outbox worker picks up a new announcement by itself', async () => {
    const product = await createProduct(app, { name: 'Tick Runner' });
    await owner('en', product.id);
    await publishNew(product.id, '1.0.0');
    await app.outbox.drain();
    expect(await noticesAbout('Tick Runner')).toHaveLength(1);
  });
});
