import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSuggestions } from '#shared/contracts/suggestions.endpoints.ts';
import { runSeeders } from '../platform/seed.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestUser, signedInClient } from '../testing/users.ts';
import { suggestions, suggestionVotes } from './suggestions.schema.ts';
import { suggestionsSeeder } from './suggestions.seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('suggestions demo seed', () => {
  it('fills the board with ideas in every status, voted on by the demo trader and others, counts matching votes', async () => {
    const trader = await createTestUser(t.app, { email: 'trader@novatick.example', displayName: 'Jordan Lee' });
    const context = { config: t.app.config, log: pino({ level: 'silent' }), notes: [] };
    expect(await runSeeders(t.app.db, [suggestionsSeeder], context)).toEqual(['suggestions-demo']);
    expect(await runSeeders(t.app.db, [suggestionsSeeder], context)).toEqual([]);

    const rows = await t.app.db.select().from(suggestions);
    expect(rows.length).toBeGreaterThanOrEqual(15);
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(['under_review', 'planned', 'in_progress', 'completed', 'rejected']),
    );
    for (const row of rows) {
      const [votes] = await t.app.db
        .select({ n: count() })
        .from(suggestionVotes)
        .where(eq(suggestionVotes.suggestionId, row.id));
      expect(row.upvotes).toBe(votes!.n);
    }

    const { client } = await signedInClient(t.app, trader);
    const list = await client.ok(listSuggestions, { limit: 50 });
    expect(list.total).toBe(rows.length);
    expect(list.suggestions.filter((s) => s.voted).length).toBeGreaterThanOrEqual(3);
    expect(list.suggestions[0]!.upvotes).toBeGreaterThan(list.suggestions.at(-1)!.upvotes);
  });
});
