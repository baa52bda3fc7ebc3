import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { oauthAccounts, users } from './auth.schema.ts';

// The SQL of the /account page's profile; sessions' SQL is in ./sessions.repo.ts.

/** The profile of a user, with its password hash (for the current-password check) and Google link. */
export async function findAccount(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      displayName: users.displayName,
      language: users.language,
      passwordHash: users.passwordHash,
      googleConnected: sql<boolean>`exists (select 1 from ${oauthAccounts} where ${oauthAccounts.userId} = ${users.id} and ${oauthAccounts.provider} = 'google')`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function updateProfile(db: DbOrTx, userId: number, values: { displayName: string; language: string }) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
