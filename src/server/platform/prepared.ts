import type { DbOrTx } from './db.ts';

/**
 * A statement prepared once per database with drizzle's `.prepare(name)` (placeholders for what
 * changes between calls): drizzle builds its SQL text once, and PostgreSQL parses and plans a
 * named statement once per connection. PGlite runs the same text. The name must be unique in the
 * app and stand for one SQL text. A transaction is a database of its own here: it prepares anew.
 */
export function preparedPerDatabase<T>(prepare: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const statements = new WeakMap<DbOrTx, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) statements.set(db, (statement = prepare(db)));
    return statement;
  };
}
