import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { ApiScope } from '#shared/contracts/api-keys.constants.ts';
import type { DbOrTx } from '../platform/db.ts';
import { users } from '../auth/auth.schema.ts';
import { apiKeys } from './api-keys.schema.ts';

export async function insertApiKey(
  db: DbOrTx,
  key: { name: string; scopes: ApiScope[]; prefix: string; tokenHash: string; createdByUserId: number },
) {
  const [row] = await db.insert(apiKeys).values(key).returning({ id: apiKeys.id });
  return row!.id;
}

export function listApiKeys(db: DbOrTx) {
  return db.select().from(apiKeys).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function findApiKey(db: DbOrTx, id: number) {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
  return row;
}

/** Marks a key revoked; false when it does not exist or already was. */
export async function revokeApiKey(db: DbOrTx, id: number, at: Date) {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** A live key by its token's hash, with the account it acts for. */
export async function findLiveKeyByHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      scopes: apiKeys.scopes,
      lastUsedAt: apiKeys.lastUsedAt,
      user: { id: users.id, email: users.email, displayName: users.displayName, role: users.role },
      userDisabledAt: users.disabledAt,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdByUserId))
    .where(and(eq(apiKeys.tokenHash, tokenHash), isNull(apiKeys.revokedAt)));
  return row;
}

/** Records use at most once a minute per key (a busy integration does not write on every call). */
export async function touchApiKey(db: DbOrTx, id: number, now: Date) {
  const minuteAgo = new Date(now.getTime() - 60_000);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, minuteAgo))));
}
