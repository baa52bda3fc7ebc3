import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listSuggestions, subscribeSuggestion } from '#shared/contracts/suggestions.endpoints.ts';
import {
  createSuggestionComment,
  deleteSuggestionComment,
  listSuggestionComments,
  updateSuggestionComment,
} from '#shared/contracts/suggestion-comments.endpoints.ts';
import { mailOutbox } from '../platform/mail/outbox.schema.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { commentClock } from './suggestion-comments.service.ts';
import { suggestionComments, suggestionMailSubscriptions, suggestions } from './suggestions.schema.ts';
import { makeSuggestion, nextIp } from './suggestions.test-helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInClient>>;
const visitor = () => new ApiClient(t.app, nextIp());
let now = new Date('2026-03-01T12:00:00Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

beforeAll(async () => {
  t = await createTestApp({ SITE_NAME: 'NovaTick' });
  admin = await signedInClient(t.app, 'admin');
});
afterAll(() => t.close());
beforeEach(async () => {
  now = new Date('2026-03-01T12:00:00Z');
  commentClock.now = () => now;
  await t.app.db.delete(mailOutbox);
  await t.app.db.delete(suggestions);
  await t.app.db.delete(suggestionMailSubscriptions);
});
afterEach(() => {
  commentClock.now = () => new Date();
});

describe('comments: who may do what (anonymous, other user, author, admin × list/create/update/delete)', () => {
  it('inside and outside the 15-minute window', async () => {
    const s = await makeSuggestion(t.app);
    const author = await signedInClient(t.app);
    const other = await signedInClient(t.app);
    const anonymous = visitor();

    // Create: anyone signed in; a visitor is asked to sign in.
    expect(await anonymous.call(createSuggestionComment, { suggestionId: s.id, body: 'Hello' })).toMatchObject({
      status: 401,
      body: { code: 'unauthorized' },
    });
    const created = await author.client.call(createSuggestionComment, { suggestionId: s.id, body: 'First thought' });
    expect(created).toMatchObject({ status: 201, body: { comment: { body: 'First thought', official: false } } });
    const id = (await anonymous.ok(listSuggestionComments, { suggestionId: s.id })).comments[0]!.id;

    // List: everyone; only the author may still edit, author and admin may delete.
    for (const [client, canEdit, canDelete] of [
      [anonymous, false, false],
      [other.client, false, false],
      [author.client, true, true],
      [admin.client, false, true],
    ] as const) {
      const list = await client.ok(listSuggestionComments, { suggestionId: s.id });
      expect(list.comments[0]).toMatchObject({ id, body: 'First thought', canEdit, canDelete });
    }

    // Update inside the window.
    const posted = now;
    const at = (minutes: number) => new Date(posted.getTime() + minutes * 60_000);
    now = at(14);
    expect((await anonymous.call(updateSuggestionComment, { id, body: 'x y' })).status).toBe(401);
    expect(await other.client.call(updateSuggestionComment, { id, body: 'Hijack' })).toMatchObject({
      status: 403,
      body: { code: 'forbidden' },
    });
    expect(await admin.client.call(updateSuggestionComment, { id, body: 'Admin rewrite' })).toMatchObject({
      status: 403,
      body: { code: 'forbidden' },
    });
    expect(await author.client.ok(updateSuggestionComment, { id, body: 'Second thought' })).toMatchObject({
      comment: { body: 'Second thought', editedAt: at(14).toISOString() },
    });

    // Delete inside the window: not by others.
    expect((await anonymous.call(deleteSuggestionComment, { id })).status).toBe(401);
    expect((await other.client.call(deleteSuggestionComment, { id })).status).toBe(403);

    // Outside the window: the author can no longer edit or delete; the admin still deletes.
    now = at(16);
    expect(await author.client.call(updateSuggestionComment, { id, body: 'Too late' })).toMatchObject({
      status: 403,
      body: {
        code: 'comment_edit_window_closed',
        error: 'Comments can only be changed within 15 minutes of posting.',
      },
    });
    expect(await author.client.call(deleteSuggestionComment, { id })).toMatchObject({
      status: 403,
      body: { code: 'comment_edit_window_closed' },
    });
    expect((await author.client.ok(listSuggestionComments, { suggestionId: s.id })).comments[0]).toMatchObject({
      canEdit: false,
      canDelete: false,
    });
    expect(await admin.client.ok(deleteSuggestionComment, { id })).toEqual({ success: true });
    expect((await anonymous.ok(listSuggestionComments, { suggestionId: s.id })).total).toBe(0);
    expect(await admin.client.call(deleteSuggestionComment, { id })).toMatchObject({
      status: 404,
      body: { code: 'comment_not_found' },
    });

    // The author deletes their own inside the window.
    now = new Date('2026-03-01T13:00:00Z');
    const mine = await author.client.ok(createSuggestionComment, { suggestionId: s.id, body: 'Oops' });
    now = later(5);
    expect(await author.client.ok(deleteSuggestionComment, { id: mine.comment!.id })).toEqual({ success: true });
  });

  it('admins hide a comment: others see a placeholder, the author and admins the text, and the count drops', async () => {
    const s = await makeSuggestion(t.app);
    const author = await signedInClient(t.app);
    const { comment } = await author.client.ok(createSuggestionComment, { suggestionId: s.id, body: 'Buy my course' });
    expect((await visitor().ok(listSuggestions, { id: s.id })).suggestions[0]!.commentCount).toBe(1);

    expect(await author.client.call(updateSuggestionComment, { id: comment!.id, hidden: true })).toMatchObject({
      status: 403,
    });
    expect(await admin.client.ok(updateSuggestionComment, { id: comment!.id, hidden: true })).toMatchObject({
      comment: { hidden: true, body: 'Buy my course' },
    });
    expect((await visitor().ok(listSuggestionComments, { suggestionId: s.id })).comments[0]).toMatchObject({
      hidden: true,
      body: null,
    });
    expect((await author.client.ok(listSuggestionComments, { suggestionId: s.id })).comments[0]).toMatchObject({
      hidden: true,
      body: 'Buy my course',
    });
    expect((await visitor().ok(listSuggestions, { id: s.id })).suggestions[0]!.commentCount).toBe(0);
    await admin.client.ok(updateSuggestionComment, { id: comment!.id, hidden: false });
    expect((await visitor().ok(listSuggestionComments, { suggestionId: s.id })).comments[0]!.body).toBe(
      'Buy my course',
    );
  });
});

describe('comment input', () => {
  it.each([
    ['', 'Comment is required', 'required'],
    ['   ', 'Comment is required', 'required'],
    ['x', 'Comment must be at least 2 characters', 'too_short'],
    ['x'.repeat(2001), 'Comment must be less than 2000 characters', 'too_long'],
  ])('rejects %j with a clear message', async (body, message, code) => {
    const s = await makeSuggestion(t.app);
    const { client } = await signedInClient(t.app);
    expect(await client.call(createSuggestionComment, { suggestionId: s.id, body })).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', details: { body: message }, fieldCodes: { body: code } },
    });
  });

  it('keeps HTML as plain text, accepts 2 and 2,000 characters, and 404s an unknown suggestion', async () => {
    const s = await makeSuggestion(t.app);
    const { client } = await signedInClient(t.app);
    const html = '<script>alert(1)</script> <b>bold</b> https://example.com';
    await client.ok(createSuggestionComment, { suggestionId: s.id, body: html });
    await client.ok(createSuggestionComment, { suggestionId: s.id, body: 'ok' });
    await client.ok(createSuggestionComment, { suggestionId: s.id, body: 'y'.repeat(2000) });
    const list = await visitor().ok(listSuggestionComments, { suggestionId: s.id });
    expect(list.comments.map((c) => c.body)).toEqual([html, 'ok', 'y'.repeat(2000)]);
    expect(await client.call(createSuggestionComment, { suggestionId: 999_999, body: 'Hello' })).toMatchObject({
      status: 404,
      body: { code: 'suggestion_not_found' },
    });
    expect(await visitor().call(listSuggestionComments, { suggestionId: 999_999 })).toMatchObject({
      status: 404,
      body: { code: 'suggestion_not_found' },
    });
  });

  it('drops a comment that fills the spam trap, answering as if it were stored', async () => {
    const s = await makeSuggestion(t.app);
    const { client } = await signedInClient(t.app);
    const res = await client.call(createSuggestionComment, { suggestionId: s.id, body: 'Cheap pills', website: 'x' });
    expect(res).toMatchObject({ status: 201, body: { comment: null } });
    expect(await t.app.db.select().from(suggestionComments)).toHaveLength(0);
  });

  it('pages 20 comments at a time, oldest first, and rate limits a flood per user', async () => {
    const s = await makeSuggestion(t.app);
    const { client } = await signedInClient(t.app);
    for (let i = 1; i <= 10; i++) {
      now = later(1);
      await client.ok(createSuggestionComment, { suggestionId: s.id, body: `Comment ${i}` });
    }
    const limited = await client.call(createSuggestionComment, { suggestionId: s.id, body: 'One more' });
    expect(limited).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
    for (let i = 11; i <= 25; i++)
      await t.app.db.insert(suggestionComments).values({
        suggestionId: s.id,
        userId: admin.user.id,
        body: `Comment ${i}`,
        createdAt: later(i),
      });
    const first = await visitor().ok(listSuggestionComments, { suggestionId: s.id });
    expect(first).toMatchObject({ total: 25, limit: 20 });
    expect(first.comments[0]!.body).toBe('Comment 1');
    const second = await visitor().ok(listSuggestionComments, { suggestionId: s.id, page: 2 });
    expect(second.comments.map((c) => c.body)).toEqual([21, 22, 23, 24, 25].map((i) => `Comment ${i}`));
  });
});

describe('official replies', () => {
  it('are marked official and e-mail the subscribers in their language, with one-click unsubscribe', async () => {
    const submitter = await signedInClient(t.app);
    const s = await makeSuggestion(t.app, {
      userId: submitter.user.id,
      email: submitter.user.email,
      name: submitter.user.displayName,
      language: 'de',
    });
    const follower = await signedInClient(t.app);
    follower.client.setCookie('lang', 'es');
    await follower.client.ok(subscribeSuggestion, { id: s.id, subscribed: true });
    const user = await signedInClient(t.app);
    await user.client.ok(createSuggestionComment, { suggestionId: s.id, body: 'Plain comment' });
    expect(await t.app.db.select().from(mailOutbox)).toHaveLength(0);

    const reply = await admin.client.ok(createSuggestionComment, { suggestionId: s.id, body: 'We start next week.' });
    expect(reply.comment).toMatchObject({ official: true, authorName: admin.user.displayName });
    const sent = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'suggestions.reply'))
      .orderBy(asc(mailOutbox.to));
    expect(sent.map((m) => m.to).sort()).toEqual([submitter.user.email, follower.user.email].sort());
    const german = sent.find((m) => m.to === submitter.user.email)!;
    expect(german.subject).toBe(`Offizielle Antwort auf „${s.suggestionTitle}“`);
    expect(german.text).toContain('We start next week.');
    expect(german.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const spanish = sent.find((m) => m.to === follower.user.email)!;
    expect(spanish.subject).toBe(`Respuesta oficial a "${s.suggestionTitle}"`);
    expect(spanish.text).toContain(`http://shop.test/suggestions?id=${s.id}&lang=es`);

    // The submitter leaves: the next reply reaches only the follower.
    expect(await submitter.client.ok(subscribeSuggestion, { id: s.id, subscribed: false })).toEqual({
      subscribed: false,
    });
    await t.app.db.delete(mailOutbox);
    await admin.client.ok(createSuggestionComment, { suggestionId: s.id, body: 'Beta is out.' });
    expect((await t.app.db.select().from(mailOutbox)).map((m) => m.to)).toEqual([follower.user.email]);
  });
});

describe('Notify me', () => {
  it('is on for the submitter by default, separate from the vote, and shown per user in the list', async () => {
    const submitter = await signedInClient(t.app);
    const s = await makeSuggestion(t.app, { userId: submitter.user.id, email: submitter.user.email });
    const other = await signedInClient(t.app);
    expect((await submitter.client.ok(listSuggestions, { id: s.id })).suggestions[0]).toMatchObject({
      subscribed: true,
      voted: false,
    });
    expect((await other.client.ok(listSuggestions, { id: s.id })).suggestions[0]).toMatchObject({
      subscribed: false,
    });
    await other.client.ok(subscribeSuggestion, { id: s.id, subscribed: true });
    expect((await other.client.ok(listSuggestions, { id: s.id })).suggestions[0]).toMatchObject({
      subscribed: true,
      voted: false,
    });
    await other.client.ok(subscribeSuggestion, { id: s.id, subscribed: false });
    await submitter.client.ok(subscribeSuggestion, { id: s.id, subscribed: false });
    expect((await other.client.ok(listSuggestions, { id: s.id })).suggestions[0]!.subscribed).toBe(false);
    expect((await submitter.client.ok(listSuggestions, { id: s.id })).suggestions[0]!.subscribed).toBe(false);
    expect((await visitor().call(subscribeSuggestion, { id: s.id, subscribed: true })).status).toBe(401);
    expect(await other.client.call(subscribeSuggestion, { id: 999_999, subscribed: true })).toMatchObject({
      status: 404,
      body: { code: 'suggestion_not_found' },
    });
  });
});
