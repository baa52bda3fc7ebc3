import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voteSuggestion } from '#shared/contracts/suggestions.endpoints.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { suggestions, suggestionVotes } from './suggestions.schema.ts';
import { makeSuggestion } from './suggestions.test-helpers.ts';

// On PostgreSQL (TEST_DATABASE_URL) these run truly in parallel over a pool of connections;
// PGlite has one connection and serialises them, and the count must be exact either way.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('votes under concurrency', () => {
  it(
    '100 users voting at once give exactly 100 votes, and taking them back at once gives 0',
    { timeout: 120_000 },
    async () => {
      const s = await makeSuggestion(t.app);
      const voters = await Promise.all(Array.from({ length: 100 }, () => signedInClient(t.app)));

      const votes = await Promise.all(voters.map(({ client }) => client.ok(voteSuggestion, { id: s.id })));
      expect(votes.every((r) => r.voted)).toBe(true);
      // Each answer saw a different count: the updates really queued one after another.
      expect(new Set(votes.map((r) => r.upvotes)).size).toBe(100);
      const [row] = await t.app.db.select().from(suggestions).where(eq(suggestions.id, s.id));
      expect(row!.upvotes).toBe(100);
      const [rows] = await t.app.db
        .select({ n: count() })
        .from(suggestionVotes)
        .where(eq(suggestionVotes.suggestionId, s.id));
      expect(rows!.n).toBe(100);

      const unvotes = await Promise.all(voters.map(({ client }) => client.ok(voteSuggestion, { id: s.id })));
      expect(unvotes.every((r) => !r.voted)).toBe(true);
      const [after] = await t.app.db.select().from(suggestions).where(eq(suggestions.id, s.id));
      expect(after!.upvotes).toBe(0);
    },
  );

  it('a user firing the same vote many times at once still has at most one vote', { timeout: 60_000 }, async () => {
    const s = await makeSuggestion(t.app);
    const { client } = await signedInClient(t.app);
    const results = await Promise.all(Array.from({ length: 15 }, () => client.call(voteSuggestion, { id: s.id })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const [row] = await t.app.db.select().from(suggestions).where(eq(suggestions.id, s.id));
    const [votes] = await t.app.db
      .select({ n: count() })
      .from(suggestionVotes)
      .where(eq(suggestionVotes.suggestionId, s.id));
    // Fifteen toggles end with the vote on; the count always equals the vote rows.
    expect(row!.upvotes).toBe(1);
    expect(votes!.n).toBe(1);
  });
});
