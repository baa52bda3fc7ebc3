import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../auth/auth.schema.ts';
import { createTestDatabase } from '../testing/test-db.ts';
import type { Database } from './db.ts';
import { compactUserViewChanges, userViewVersion } from './user-views.repo.ts';

// The view version the per-user page cache keys on (user-views.schema.ts and the triggers of
// drizzle/0039_user_view_triggers.sql): written in the writer's transaction, by whoever writes.

let database: Database;
let ana: number;
let ben: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const rows = await database.db
    .insert(users)
    .values([
      { email: 'ana@example.com', displayName: 'Ana' },
      { email: 'ben@example.com', displayName: 'Ben' },
    ])
    .returning({ id: users.id });
  [ana, ben] = rows.map((r) => r.id) as [number, number];
});
afterAll(() => database.close());

const versionOf = async (userId: number) => (await userViewVersion(database.db, userId)).version;

describe("a user's view version", () => {
  it('changes with a committed write to their rows, and not with another user’s', async () => {
    const [anaBefore, benBefore] = [await versionOf(ana), await versionOf(ben)];
    await database.db.execute(sql`update users set display_name = 'Ana M.' where id = ${ana}`);
    expect(await versionOf(ana)).not.toBe(anaBefore);
    expect(await versionOf(ben)).toBe(benBefore);
  });

  it('does not change when the write rolls back', async () => {
    const before = await versionOf(ana);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`update users set display_name = 'Never' where id = ${ana}`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await versionOf(ana)).toBe(before);
  });

  it('changes for everyone with a shop-wide write (a tax rate)', async () => {
    const [anaBefore, benBefore] = [await versionOf(ana), await versionOf(ben)];
    await database.db.execute(sql`insert into tax_rates (country, rate_bp) values ('DE', 1900)`);
    expect(await versionOf(ana)).not.toBe(anaBefore);
    expect(await versionOf(ben)).not.toBe(benBefore);
  });

  it('is kept when its rows are folded into one', async () => {
    for (let i = 0; i < 5; i++)
      await database.db.execute(sql`update users set display_name = ${`Ana ${i}`} where id = ${ana}`);
    const before = await userViewVersion(database.db, ana);
    expect(before.rows).toBeGreaterThan(1);
    await compactUserViewChanges(database.db, ana);
    const after = await userViewVersion(database.db, ana);
    expect(after).toEqual({ ...before, rows: 1 });
    await database.db.execute(sql`update users set display_name = 'Ana' where id = ${ana}`);
    expect(await versionOf(ana)).not.toBe(before.version);
  });

  it('covers a table another domain adds later, once the migrations have run again', async () => {
    await database.db.execute(sql`create table licence_transfers_probe (id serial primary key, user_id integer)`);
    await database.migrate();
    const before = await versionOf(ben);
    await database.db.execute(sql`insert into licence_transfers_probe (user_id) values (${ben})`);
    expect(await versionOf(ben)).not.toBe(before);
  });

  it('changes for both users when a row moves from one to the other', async () => {
    await database.db.execute(sql`insert into licence_transfers_probe (user_id) values (${ana})`);
    const [anaBefore, benBefore] = [await versionOf(ana), await versionOf(ben)];
    await database.db.execute(sql`update licence_transfers_probe set user_id = ${ben} where user_id = ${ana}`);
    expect(await versionOf(ana)).not.toBe(anaBefore);
    expect(await versionOf(ben)).not.toBe(benBefore);
  });
});
