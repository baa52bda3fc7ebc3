import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './db.ts';

// The embedded database runs each statement on the event loop's own thread (db.ts, `TakingTurns`).
// Between two statements the event loop must get a turn, or a busy shop reads no new request and
// writes no finished answer until every view in flight is done (a 5–10 s tail under 50 views).

let database: Database;
beforeAll(() => {
  database = openDatabase({});
});
afterAll(() => database.close());

/** How many of `count` statements in a row ran before a timer set at their start fired. */
async function statementsBeforeTimer(count: number, run: () => Promise<unknown>) {
  let done = 0;
  let seen = -1;
  setTimeout(() => (seen = done), 0);
  for (let i = 0; i < count; i++) {
    await run();
    done++;
  }
  return seen === -1 ? count : seen;
}

describe('the embedded database', () => {
  it('lets the event loop run between statements', async () => {
    await database.db.execute(sql`select 1`);
    expect(await statementsBeforeTimer(50, () => database.db.execute(sql`select 1`))).toBeLessThan(5);
  });

  it('lets it run before a transaction too', async () => {
    const transaction = () => database.db.transaction((tx) => tx.execute(sql`select 1`));
    await transaction();
    expect(await statementsBeforeTimer(50, transaction)).toBeLessThan(5);
  });
});
