import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { oneTimeTokens, type OneTimeTokenPurpose } from './auth.schema.ts';

// The SQL of `one_time_tokens`: e-mailed single-use links of any purpose.

export async function insertOneTimeToken(
  db: DbOrTx,
  values: {
    id: string;
    purpose: OneTimeTokenPurpose;
    userId: number;
    payload: Record<string, string>;
    expiresAt: Date;
  },
) {
  await db.insert(oneTimeTokens).values(values);
}

/** The token row of this hash and purpose, locked until the transaction ends (two clicks queue up). */
export async function lockOneTimeToken(db: DbOrTx, id: string, purpose: OneTimeTokenPurpose) {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.id, id), eq(oneTimeTokens.purpose, purpose)))
    .for('update');
  return row;
}

export async function markOneTimeTokenUsed(db: DbOrTx, id: string) {
  await db.update(oneTimeTokens).set({ usedAt: new Date() }).where(eq(oneTimeTokens.id, id));
}

/** Ends the user's other open links of this purpose (a newer request replaces older ones). */
export async function expireOpenTokens(db: DbOrTx, userId: number, purpose: OneTimeTokenPurpose) {
  await db
    .update(oneTimeTokens)
    .set({ expiresAt: new Date() })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
}

export async function deleteTokensOfUser(db: DbOrTx, userId: number) {
  await db.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
}
