import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getRoadmap,
  listSuggestions,
  subscribeSuggestion,
  voteSuggestion,
} from '#shared/contracts/suggestions.endpoints.ts';
import { mergeSuggestions } from '#shared/contracts/suggestions-admin.endpoints.ts';
import { createSuggestionComment, listSuggestionComments } from '#shared/contracts/suggestion-comments.endpoints.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { suggestions, suggestionSubscribers, suggestionVotes } from './suggestions.schema.ts';
import { makeSuggestion, nextIp } from './suggestions.test-helpers.ts';

// On PostgreSQL (TEST_DATABASE_URL) the concurrent votes really run in parallel over a pool;
// PGlite serialises them, and the arithmetic must be exact either way.
let t: TestApp;
let admin: ApiClient;
const visitor = () => new ApiClient(t.app, nextIp());

const votesOn = async (id: number) =>
  (await t.app.db.select({ n: count() }).from(suggestionVotes).where(eq(suggestionVotes.suggestionId, id)))[0]!.n;
const row = async (id: number) => (await t.app.db.select().from(suggestions).where(eq(suggestions.id, id)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInClient(t.app, 'admin')).client;
});
afterAll(() => t.close());

describe('POST /_api/admin/suggestions/merge', () => {
  it('moves votes without double counting, moves comments and subscribers, and B shows "Merged into A"', async () => {
    const a = await makeSuggestion(t.app, { suggestionTitle: 'Footprint charts' });
    const b = await makeSuggestion(t.app, { suggestionTitle: 'Footprint chart please' });
    const [both, onlyA, onlyB1, onlyB2] = await Promise.all([1, 2, 3, 4].map(() => signedInClient(t.app)));
    for (const { client } of [both!, onlyA!]) await client.ok(voteSuggestion, { id: a.id });
    for (const { client } of [both!, onlyB1!, onlyB2!]) await client.ok(voteSuggestion, { id: b.id });
    await onlyB1!.client.ok(subscribeSuggestion, { id: b.id, subscribed: true });
    await both!.client.ok(subscribeSuggestion, { id: a.id, subscribed: true });
    await both!.client.ok(subscribeSuggestion, { id: b.id, subscribed: true });
    await onlyB2!.client.ok(createSuggestionComment, { suggestionId: b.id, body: 'Same as the other one' });

    const merged = await admin.ok(mergeSuggestions, { fromId: b.id, intoId: a.id });
    // 2 on A + 3 on B − 1 who voted on both.
    expect(merged).toMatchObject({ suggestion: { id: a.id, upvotes: 4 }, movedVotes: 2 });
    expect(await votesOn(a.id)).toBe(4);
    expect(await votesOn(b.id)).toBe(0);
    expect(await row(b.id)).toMatchObject({ upvotes: 0, mergedIntoId: a.id });
    const subscribers = await t.app.db
      .select()
      .from(suggestionSubscribers)
      .where(eq(suggestionSubscribers.suggestionId, a.id));
    expect(subscribers.map((s) => s.userId).sort()).toEqual([both!.user.id, onlyB1!.user.id].sort());
    expect((await visitor().ok(listSuggestionComments, { suggestionId: a.id })).comments[0]!.body).toBe(
      'Same as the other one',
    );

    const list = await onlyB1!.client.ok(listSuggestions, { id: b.id });
    expect(list.suggestions[0]).toMatchObject({
      mergedInto: { id: a.id, suggestionTitle: 'Footprint charts' },
      upvotes: 0,
      commentCount: 0,
    });
    expect((await onlyB1!.client.ok(listSuggestions, { id: a.id })).suggestions[0]).toMatchObject({
      voted: true,
      subscribed: true,
      commentCount: 1,
      upvotes: 4,
    });

    // B takes no more votes or comments.
    const refused = { status: 409, body: { code: 'suggestion_merged' } };
    expect(await onlyA!.client.call(voteSuggestion, { id: b.id })).toMatchObject(refused);
    expect(await onlyA!.client.call(createSuggestionComment, { suggestionId: b.id, body: 'Hello' })).toMatchObject(
      refused,
    );
  });

  it('refuses merging into itself, into a merged suggestion and from a merged one, with clear errors', async () => {
    const a = await makeSuggestion(t.app);
    const b = await makeSuggestion(t.app);
    const c = await makeSuggestion(t.app);
    expect(await admin.call(mergeSuggestions, { fromId: a.id, intoId: a.id })).toMatchObject({
      status: 400,
      body: { code: 'merge_into_itself', error: 'A suggestion cannot be merged into itself.' },
    });
    await admin.ok(mergeSuggestions, { fromId: b.id, intoId: a.id });
    expect(await admin.call(mergeSuggestions, { fromId: c.id, intoId: b.id })).toMatchObject({
      status: 409,
      body: { code: 'merge_into_merged' },
    });
    expect(await admin.call(mergeSuggestions, { fromId: b.id, intoId: c.id })).toMatchObject({
      status: 409,
      body: { code: 'merge_from_merged', error: 'This suggestion was already merged.' },
    });
    expect(await admin.call(mergeSuggestions, { fromId: 999_999, intoId: a.id })).toMatchObject({
      status: 404,
      body: { code: 'suggestion_not_found' },
    });
    const { client } = await signedInClient(t.app);
    expect((await client.call(mergeSuggestions, { fromId: c.id, intoId: a.id })).status).toBe(403);
  });

  it(
    '200 concurrent votes on A and B during a merge leave A with exactly the number of distinct voters',
    { timeout: 180_000 },
    async () => {
      const a = await makeSuggestion(t.app);
      const b = await makeSuggestion(t.app);
      const users = (n: number) => Promise.all(Array.from({ length: n }, () => signedInClient(t.app)));
      // 30 users already voted on both: after the merge they count once.
      const both = await users(30);
      for (const { client } of both) {
        await client.ok(voteSuggestion, { id: a.id });
        await client.ok(voteSuggestion, { id: b.id });
      }
      // Then 100 new users vote on A and 100 others on B, all at once, with the merge among them.
      // (Votes toggle, so each user votes once here: a second click would take a vote back.)
      const [onA, onB] = await Promise.all([users(100), users(100)]);
      const calls: Array<Promise<{ status: number; voted?: boolean }>> = [
        ...onA.map(({ client }) => client.call(voteSuggestion, { id: a.id })),
        ...onB.map(({ client }) => client.call(voteSuggestion, { id: b.id })),
      ].map((p) => p.then((r) => ({ status: r.status, voted: 'voted' in r.body ? r.body.voted : undefined })));
      calls.splice(
        100,
        0,
        admin.call(mergeSuggestions, { fromId: b.id, intoId: a.id }).then((r) => ({ status: r.status })),
      );
      const results = await Promise.all(calls);
      const merge = results.splice(100, 1)[0]!;
      expect(merge.status).toBe(200);
      // A vote on B that queued behind the merge is refused; every other vote counts.
      expect(results.every((x) => (x.status === 200 && x.voted) || x.status === 409)).toBe(true);
      const accepted = results.filter((x) => x.status === 200).length;
      expect(accepted).toBeGreaterThanOrEqual(100);
      const distinct = 30 + accepted;
      expect(await votesOn(b.id)).toBe(0);
      expect(await votesOn(a.id)).toBe(distinct);
      expect((await row(a.id)).upvotes).toBe(distinct);
    },
  );
});

describe('GET /_api/suggestions/roadmap', () => {
  it('lists Planned and In Development by votes, Completed of the last 90 days, never merged ones, with comment counts', async () => {
    await t.app.db.delete(suggestions);
    const day = 86_400_000;
    const planned = await makeSuggestion(t.app, { status: 'planned', upvotes: 2 });
    const top = await makeSuggestion(t.app, { status: 'planned', upvotes: 9 });
    const building = await makeSuggestion(t.app, { status: 'in_progress' });
    const recent = await makeSuggestion(t.app, { status: 'completed', updatedAt: new Date(Date.now() - 10 * day) });
    await makeSuggestion(t.app, { status: 'completed', updatedAt: new Date(Date.now() - 91 * day) });
    await makeSuggestion(t.app, { status: 'under_review' });
    await makeSuggestion(t.app, { status: 'rejected' });
    const dup = await makeSuggestion(t.app, { status: 'planned' });
    await admin.ok(mergeSuggestions, { fromId: dup.id, intoId: planned.id });
    const { client } = await signedInClient(t.app);
    await client.ok(createSuggestionComment, { suggestionId: building.id, body: 'When?' });

    const { lanes } = await visitor().ok(getRoadmap, undefined);
    expect(lanes.planned.map((c) => c.id)).toEqual([top.id, planned.id]);
    expect(lanes.in_progress).toEqual([expect.objectContaining({ id: building.id, commentCount: 1, upvotes: 0 })]);
    expect(lanes.completed.map((c) => c.id)).toEqual([recent.id]);
  });
});
