import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createSuggestion,
  getSuggestionSubscription,
  setSuggestionSubscription,
  subscribeSuggestion,
  voteSuggestion,
} from '#shared/contracts/suggestions.endpoints.ts';
import {
  bulkSuggestions,
  deleteSuggestion,
  listAdminSuggestions,
  updateSuggestion,
} from '#shared/contracts/suggestions-admin.endpoints.ts';
import { mailOutbox } from '../platform/mail/outbox.schema.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { suggestionMailSubscriptions, suggestions, suggestionVotes } from './suggestions.schema.ts';
import { makeSuggestion, nextIp } from './suggestions.test-helpers.ts';

let t: TestApp;
let admin: ApiClient;
const visitor = () => new ApiClient(t.app, nextIp());
const mails = () =>
  t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'suggestions.status')).orderBy(asc(mailOutbox.id));

beforeAll(async () => {
  t = await createTestApp({ SITE_NAME: 'NovaTick' });
  admin = (await signedInClient(t.app, 'admin')).client;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.db.delete(mailOutbox);
  await t.app.db.delete(suggestions);
  await t.app.db.delete(suggestionMailSubscriptions);
});

describe('admin guards', () => {
  it.each([
    [listAdminSuggestions.path, (c: ApiClient) => c.call(listAdminSuggestions, {})],
    [updateSuggestion.path, (c: ApiClient) => c.call(updateSuggestion, { id: 1, status: 'planned' })],
    [bulkSuggestions.path, (c: ApiClient) => c.call(bulkSuggestions, { ids: [1], action: 'approve' })],
    [deleteSuggestion.path, (c: ApiClient) => c.call(deleteSuggestion, { id: 1 })],
  ])('%s: 401 for a visitor, 403 for a user', async (_path, call) => {
    const { client: user } = await signedInClient(t.app, 'user');
    expect(await call(visitor())).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
    expect(await call(user)).toMatchObject({ status: 403, body: { code: 'forbidden' } });
  });
});

describe('GET /_api/admin/suggestions', () => {
  it('filters by status (old names too), sorts, pages 20 at a time and counts every status', async () => {
    const statuses = ['under_review', 'planned', 'in_progress', 'completed', 'rejected'] as const;
    for (let i = 0; i < 25; i++) {
      await makeSuggestion(t.app, {
        status: statuses[i % 5],
        priority: i % 6 === 0 ? null : (i % 5) + 1,
        upvotes: i,
        email: `s${i}@example.com`,
        adminNotes: i === 20 ? 'Check with the chart team' : null,
        createdAt: new Date(Date.now() - (25 - i) * 60_000),
      });
    }
    const all = await admin.ok(listAdminSuggestions, {});
    expect(all).toMatchObject({
      total: 25,
      limit: 20,
      stats: { total: 25, under_review: 5, planned: 5, in_progress: 5, completed: 5, rejected: 5 },
    });
    expect(all.suggestions).toHaveLength(20);
    expect(all.suggestions[0]).toMatchObject({ upvotes: 24, email: 's24@example.com' });
    expect(all.suggestions.find((s) => s.adminNotes)).toMatchObject({
      adminNotes: 'Check with the chart team',
    });
    expect((await admin.ok(listAdminSuggestions, { page: 2 })).suggestions).toHaveLength(5);

    const planned = await admin.ok(listAdminSuggestions, { status: 'approved' });
    expect(planned.total).toBe(5);
    expect(planned.suggestions.every((s) => s.status === 'planned')).toBe(true);
    expect(
      (await admin.ok(listAdminSuggestions, { status: 'new' })).suggestions.every((s) => s.status === 'under_review'),
    ).toBe(true);
    expect((await admin.ok(listAdminSuggestions, { status: 'inProgress' })).total).toBe(5);

    const oldest = await admin.ok(listAdminSuggestions, { sortDirection: 'asc', limit: 3 });
    expect(oldest.suggestions.map((s) => s.upvotes)).toEqual([0, 1, 2]);
    const mostVoted = await admin.ok(listAdminSuggestions, { sortBy: 'upvotes', limit: 2 });
    expect(mostVoted.suggestions.map((s) => s.upvotes)).toEqual([24, 23]);

    const high = (await admin.ok(listAdminSuggestions, { sortBy: 'priority', limit: 100 })).suggestions.map(
      (s) => s.priority,
    );
    const low = (
      await admin.ok(listAdminSuggestions, { sortBy: 'priority', sortDirection: 'asc', limit: 100 })
    ).suggestions.map((s) => s.priority);
    expect(high[0]).toBe(5);
    expect(low[0]).toBe(1);
    // No priority comes last both ways.
    expect(high.at(-1)).toBeNull();
    expect(low.at(-1)).toBeNull();

    const byStatus = (
      await admin.ok(listAdminSuggestions, { sortBy: 'status', sortDirection: 'asc', limit: 100 })
    ).suggestions.map((s) => s.status);
    expect(byStatus[0]).toBe('under_review');
    expect(byStatus.at(-1)).toBe('rejected');
  });

  it('finds suggestions by a part of their title, in any case, with % and _ taken literally (merge picker)', async () => {
    const wanted = await makeSuggestion(t.app, { suggestionTitle: 'Order-flow HEATMAP for 100% of ticks' });
    await makeSuggestion(t.app, { suggestionTitle: 'Order flow ladder' });
    await makeSuggestion(t.app, { suggestionTitle: 'Heat_map colours' });
    const found = await admin.ok(listAdminSuggestions, { query: 'heatmap' });
    expect(found.suggestions.map((s) => s.id)).toEqual([wanted.id]);
    expect(found.total).toBe(1);
    expect((await admin.ok(listAdminSuggestions, { query: '100%' })).suggestions.map((s) => s.id)).toEqual([wanted.id]);
    expect((await admin.ok(listAdminSuggestions, { query: 'heat_m' })).total).toBe(1);
    expect((await admin.ok(listAdminSuggestions, { query: '  ' })).total).toBe(3);
  });

  it.each([['limit=101'], ['limit=0'], ['sortBy=name'], ['sortDirection=up'], ['status=archived']])(
    'rejects ?%s',
    async (query) => {
      expect((await admin.get<unknown>(`/_api/admin/suggestions?${query}`)).status).toBe(400);
    },
  );
});

describe('POST /_api/admin/suggestions (inline edit)', () => {
  it('changes only the fields sent, and sends no e-mail when the status stays', async () => {
    const s = await makeSuggestion(t.app, {
      status: 'planned',
      priority: 2,
      adminNotes: 'Keep',
      email: 'sub@example.com',
    });
    const res = await admin.ok(updateSuggestion, { id: s.id, priority: 5 });
    expect(res.suggestion).toMatchObject({
      id: s.id,
      status: 'planned',
      priority: 5,
      adminNotes: 'Keep',
      email: 'sub@example.com',
    });
    const [row] = await t.app.db.select().from(suggestions).where(eq(suggestions.id, s.id));
    expect(row).toMatchObject({ status: 'planned', priority: 5, adminNotes: 'Keep' });
    expect(row!.updatedAt.getTime()).toBeGreaterThan(s.updatedAt.getTime() - 1);

    expect(
      (await admin.ok(updateSuggestion, { id: s.id, adminNotes: '  Talk to the team  ' })).suggestion,
    ).toMatchObject({ priority: 5, adminNotes: 'Talk to the team', status: 'planned' });
    expect((await admin.ok(updateSuggestion, { id: s.id, adminNotes: '', priority: null })).suggestion).toMatchObject({
      priority: null,
      adminNotes: null,
      status: 'planned',
    });
    // The same status again is not a change.
    expect((await admin.ok(updateSuggestion, { id: s.id, status: 'approved' })).suggestion.status).toBe('planned');
    expect(await mails()).toHaveLength(0);
  });

  it('maps old status names', async () => {
    const s = await makeSuggestion(t.app);
    for (const [sent, stored] of [
      ['inProgress', 'in_progress'],
      ['approved', 'planned'],
      ['pending', 'under_review'],
      ['completed', 'completed'],
      ['new', 'under_review'],
      ['rejected', 'rejected'],
    ]) {
      const res = await admin.ok(updateSuggestion, { id: s.id, status: sent });
      expect(res.suggestion.status).toBe(stored);
    }
  });

  it.each([
    [{ priority: 0 }, 'Priority must be a whole number from 1 to 5'],
    [{ priority: 6 }, 'Priority must be a whole number from 1 to 5'],
    [{ priority: 2.5 }, 'Priority must be a whole number from 1 to 5'],
    [{ status: 'archived' }, 'Please choose a valid status'],
    [{ adminNotes: 'x'.repeat(2001) }, 'Admin notes must be less than 2000 characters'],
    [{}, 'Nothing to update: send status, priority or adminNotes.'],
  ])('rejects %o', async (patch, message) => {
    const s = await makeSuggestion(t.app);
    const res = await admin.post<unknown>('/_api/admin/suggestions', { id: s.id, ...patch });
    expect(res).toMatchObject({ status: 400, body: { error: message, code: 'validation_failed' } });
  });

  it('answers 404 for an unknown suggestion', async () => {
    expect(await admin.call(updateSuggestion, { id: 999_999, status: 'planned' })).toMatchObject({
      status: 404,
      body: { error: 'Suggestion not found.', code: 'suggestion_not_found' },
    });
  });
});

describe('status e-mails', () => {
  it('e-mails the submitter and every subscriber (not plain voters), each once and in their language, with a working unsubscribe link', async () => {
    const s = await makeSuggestion(t.app, {
      suggestionTitle: 'Footprint charts',
      email: 'maker@example.com',
      name: 'Maker',
      language: 'pt-BR',
    });
    const fr = await signedInClient(t.app);
    const en = await signedInClient(t.app);
    const voterOnly = await signedInClient(t.app);
    fr.client.setCookie('lang', 'fr');
    await fr.client.ok(subscribeSuggestion, { id: s.id, subscribed: true });
    await en.client.ok(subscribeSuggestion, { id: s.id, subscribed: true });
    await en.client.ok(voteSuggestion, { id: s.id });
    // Voting alone no longer e-mails (opt-in).
    await voterOnly.client.ok(voteSuggestion, { id: s.id });

    expect((await admin.call(updateSuggestion, { id: s.id, status: 'inProgress' })).status).toBe(200);
    const sent = await mails();
    expect(sent.map((m) => m.to).sort()).toEqual(['maker@example.com', fr.user.email, en.user.email].sort());
    const maker = sent.find((m) => m.to === 'maker@example.com')!;
    expect(maker.subject).toBe('Sua sugestão "Footprint charts" agora está: Em desenvolvimento');
    expect(maker.text).toContain(`http://shop.test/suggestions?id=${s.id}&lang=pt-BR`);
    const french = sent.find((m) => m.to === fr.user.email)!;
    expect(french.subject).toContain('En développement');
    const english = sent.find((m) => m.to === en.user.email)!;
    expect(english.subject).toBe('A suggestion you follow is now In Development: Footprint charts');
    expect(english.text).toContain(`Hello ${en.user.displayName},`);
    expect(english.text).toContain(`http://shop.test/suggestions?id=${s.id}&lang=en\n`);

    // One click on the link switches the address off; the next change skips it.
    const link = english.text.match(/http:\/\/shop\.test\/suggestions\/unsubscribe\?token=([\w-]+)/);
    expect(link).not.toBeNull();
    const token = link![1]!;
    const state = await visitor().ok(getSuggestionSubscription, { token });
    expect(state).toEqual({ email: `${en.user.email[0]}•••@example.com`, subscribed: true });
    expect(await visitor().ok(setSuggestionSubscription, { token, subscribed: false })).toMatchObject({
      subscribed: false,
    });

    // The RFC 8058 headers: a mail client's one-click POST (no session, no Origin, a form body) works too.
    const oneClick = `/_api/suggestions/unsubscribe?token=${token}`;
    expect(english.headers).toEqual({
      'List-Unsubscribe': `<http://shop.test${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'Content-Language': 'en',
    });
    const fromProvider = (url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { host: 'shop.test', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    await visitor().ok(setSuggestionSubscription, { token, subscribed: true });
    const refused = await fromProvider('/_api/suggestions/unsubscribe?token=nope');
    // A bad token answers in the API's error shape, like every other /_api call.
    expect([refused.statusCode, refused.json()]).toEqual([
      404,
      { error: 'Unsubscribe link is invalid.', code: 'unsubscribe_link_invalid' },
    ]);
    expect(await visitor().ok(getSuggestionSubscription, { token })).toMatchObject({ subscribed: true });
    expect((await fromProvider(oneClick)).statusCode).toBe(200);
    expect(await visitor().ok(getSuggestionSubscription, { token })).toMatchObject({ subscribed: false });

    await t.app.db.delete(mailOutbox);
    await admin.ok(updateSuggestion, { id: s.id, status: 'completed' });
    expect((await mails()).map((m) => m.to).sort()).toEqual(['maker@example.com', fr.user.email].sort());

    // And back on again.
    expect(await visitor().ok(setSuggestionSubscription, { token, subscribed: true })).toMatchObject({
      subscribed: true,
    });
    const invalid = { status: 404, body: { error: 'Unsubscribe link is invalid.', code: 'unsubscribe_link_invalid' } };
    expect(await visitor().call(getSuggestionSubscription, { token: 'nope' })).toMatchObject(invalid);
    expect(await visitor().call(setSuggestionSubscription, { token: 'nope', subscribed: false })).toMatchObject(
      invalid,
    );
  });

  it('writes to a submitter who also subscribed once, as the submitter, and to nobody when there is no address', async () => {
    const { client, user } = await signedInClient(t.app);
    await client.ok(createSuggestion, {
      suggestionTitle: 'Order flow imbalance',
      description: 'Highlight stacked imbalances on the footprint.',
    });
    const [s] = await t.app.db.select().from(suggestions);
    await client.ok(voteSuggestion, { id: s!.id });
    await client.ok(subscribeSuggestion, { id: s!.id, subscribed: true });
    await admin.ok(updateSuggestion, { id: s!.id, status: 'planned' });
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: user.email, subject: 'Your suggestion "Order flow imbalance" is now Planned' });

    const silent = await makeSuggestion(t.app, { email: null });
    await admin.ok(updateSuggestion, { id: silent.id, status: 'rejected' });
    expect(await mails()).toHaveLength(1);
  });

  it('keeps no status change when queuing an e-mail fails (one transaction)', async () => {
    const s = await makeSuggestion(t.app, { email: 'maker@example.com' });
    // Make the outbox refuse this kind of mail, as a full disk or a lost connection would.
    await t.app.db.execute(
      sql`create function refuse_status_mail() returns trigger language plpgsql as $$ begin if new.kind = 'suggestions.status' then raise exception 'outbox down'; end if; return new; end $$`,
    );
    await t.app.db.execute(
      sql`create trigger refuse_status_mail before insert on mail_outbox for each row execute function refuse_status_mail()`,
    );
    try {
      expect((await admin.call(updateSuggestion, { id: s.id, status: 'completed', priority: 4 })).status).toBe(500);
      expect((await admin.call(bulkSuggestions, { ids: [s.id], action: 'reject' })).status).toBe(500);
    } finally {
      await t.app.db.execute(sql`drop trigger refuse_status_mail on mail_outbox`);
      await t.app.db.execute(sql`drop function refuse_status_mail`);
    }
    const [row] = await t.app.db.select().from(suggestions).where(eq(suggestions.id, s.id));
    expect(row).toMatchObject({ status: 'under_review', priority: null });
  });
});

describe('bulk actions and delete', () => {
  it('approves and rejects the selected suggestions, e-mailing only real changes', async () => {
    const a = await makeSuggestion(t.app, { email: 'a@example.com' });
    const b = await makeSuggestion(t.app, { email: 'b@example.com', status: 'rejected' });
    const c = await makeSuggestion(t.app, { email: 'c@example.com' });
    const untouched = await makeSuggestion(t.app, { email: 'd@example.com' });

    const rejected = await admin.ok(bulkSuggestions, { ids: [a.id, b.id, 999_999], action: 'reject' });
    expect(rejected).toEqual({ count: 1 });
    expect((await mails()).map((m) => m.to)).toEqual(['a@example.com']);

    const approved = await admin.ok(bulkSuggestions, { ids: [b.id, c.id], action: 'approve' });
    expect(approved).toEqual({ count: 2 });
    const rows = await t.app.db.select().from(suggestions).orderBy(asc(suggestions.id));
    expect(rows.map((r) => [r.id, r.status])).toEqual([
      [a.id, 'rejected'],
      [b.id, 'planned'],
      [c.id, 'planned'],
      [untouched.id, 'under_review'],
    ]);
    expect((await mails()).map((m) => m.to).sort()).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
  });

  it('deletes the selected suggestions with their votes, and one by id', async () => {
    const a = await makeSuggestion(t.app);
    const b = await makeSuggestion(t.app);
    const c = await makeSuggestion(t.app);
    const { client } = await signedInClient(t.app);
    await client.ok(voteSuggestion, { id: a.id });
    expect(await admin.ok(bulkSuggestions, { ids: [a.id, b.id], action: 'delete' })).toEqual({
      count: 2,
    });
    expect(await t.app.db.select().from(suggestionVotes).where(eq(suggestionVotes.suggestionId, a.id))).toHaveLength(0);
    expect(await admin.ok(deleteSuggestion, { id: c.id })).toEqual({ success: true });
    expect(await admin.call(deleteSuggestion, { id: c.id })).toMatchObject({
      status: 404,
      body: { code: 'suggestion_not_found' },
    });
    expect(await t.app.db.select().from(suggestions)).toHaveLength(0);
  });

  it.each([
    [{ ids: [], action: 'approve' }, 'Select at least one suggestion.'],
    [{ ids: Array.from({ length: 101 }, (_, i) => i + 1), action: 'approve' }, 'Select at most 100 suggestions.'],
    [{ ids: [1], action: 'archive' }, 'Action must be approve, reject or delete.'],
  ])('rejects %o', async (body, message) => {
    const res = await admin.post<unknown>('/_api/admin/suggestions/bulk', body);
    expect(res).toMatchObject({ status: 400, body: { error: message, code: 'validation_failed' } });
  });
});
