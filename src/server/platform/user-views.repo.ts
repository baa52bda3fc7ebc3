import { eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from './db.ts';
import { preparedPerDatabase } from './prepared.ts';
import { userViewChanges } from './user-views.schema.ts';

// The SQL of a user's view version (user-views.schema.ts); the triggers that write it are in
// drizzle/0039_user_view_triggers.sql.

/** The rows of writes to shop-wide data a user's pages show (tax rates, products, releases). */
export const EVERYONE = 0;

const viewVersion = preparedPerDatabase((db) =>
  db
    .select({
      version: sql<string>`coalesce(sum(${userViewChanges.weight}), 0)::text`,
      rows: sql<number>`count(*) filter (where ${userViewChanges.userId} <> 0)::int`,
      everyoneRows: sql<number>`count(*) filter (where ${userViewChanges.userId} = 0)::int`,
    })
    .from(userViewChanges)
    .where(or(eq(userViewChanges.userId, sql.placeholder('userId')), eq(userViewChanges.userId, EVERYONE)))
    .prepare('user_view_version'),
);

/**
 * The version of what `userId` sees on their own pages: the number of committed writes that
 * changed it, theirs and the shop-wide ones (it never repeats, whatever commits in between), and
 * how many rows hold each part.
 */
export async function userViewVersion(
  db: DbOrTx,
  userId: number,
): Promise<{ version: string; rows: number; everyoneRows: number }> {
  const [row] = await viewVersion(db).execute({ userId });
  return { version: row?.version ?? '0', rows: row?.rows ?? 0, everyoneRows: row?.everyoneRows ?? 0 };
}

/**
 * Folds a user's committed rows into one of the same total weight, in one statement: the
 * version stays what it was, rows a transaction still holds uncommitted are not seen and stay.
 */
export async function compactUserViewChanges(db: DbOrTx, userId: number) {
  await db.execute(sql`
    with gone as (delete from user_view_changes where user_id = ${userId} returning weight)
    insert into user_view_changes (user_id, weight)
    select ${userId}, sum(weight) from gone having count(*) > 0`);
}
