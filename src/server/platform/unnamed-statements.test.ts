import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listUserOrders } from '../store/orders.repo.ts';
import { createTestDatabase, onPostgres } from '../testing/test-db.ts';

// DATABASE_NAMED_STATEMENTS=false: behind a pooler in transaction mode, a statement prepared on
// one server connection is unknown on the next one, so none may be left named on the connection.

/** The statements this connection holds prepared, after a prepared query ran twice on it. */
async function preparedAfterTwoCalls(namedStatements: boolean) {
  const database = await createTestDatabase({ poolSize: 1, namedStatements });
  try {
    expect(await listUserOrders(database.db, 1, 10)).toEqual([]);
    expect(await listUserOrders(database.db, 1, 10)).toEqual([]);
    const rows = await database.db.execute<{ name: string }>(sql`select name from pg_prepared_statements`);
    return (rows as unknown as { rows: Array<{ name: string }> }).rows.map((r) => r.name);
  } finally {
    await database.close();
  }
}

describe.runIf(onPostgres())('statement names (PostgreSQL)', () => {
  it('keeps a named statement on the connection by default', async () => {
    expect(await preparedAfterTwoCalls(true)).toContain('user_orders');
  });

  it('sends every statement unnamed when named statements are off, with the same answers', async () => {
    expect(await preparedAfterTwoCalls(false)).toEqual([]);
  });
});
