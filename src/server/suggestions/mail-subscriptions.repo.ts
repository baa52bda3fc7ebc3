import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { suggestionMailSubscriptions } from './suggestions.schema.ts';

// The board's e-mail subscriptions by address: the token of each address's unsubscribe link, and
// whether it still wants the board's e-mails (RFC 8058 one-click unsubscribe).

export type Subscription = typeof suggestionMailSubscriptions.$inferSelect;

/** The subscription of each address, created (with a fresh token from `newToken`) when missing. */
export async function ensureSubscriptions(
  tx: DbOrTx,
  emails: string[],
  newToken: () => string,
): Promise<Map<string, Subscription>> {
  if (emails.length === 0) return new Map();
  await tx
    .insert(suggestionMailSubscriptions)
    .values(emails.map((email) => ({ email, token: newToken() })))
    .onConflictDoNothing({ target: suggestionMailSubscriptions.email });
  const rows = await tx
    .select()
    .from(suggestionMailSubscriptions)
    .where(inArray(suggestionMailSubscriptions.email, emails));
  return new Map(rows.map((r) => [r.email, r]));
}

export async function findSubscription(db: DbOrTx, token: string) {
  const [row] = await db.select().from(suggestionMailSubscriptions).where(eq(suggestionMailSubscriptions.token, token));
  return row;
}

export async function setSubscribed(db: DbOrTx, token: string, subscribed: boolean) {
  const [row] = await db
    .update(suggestionMailSubscriptions)
    .set({ unsubscribedAt: subscribed ? null : sql`coalesce(${suggestionMailSubscriptions.unsubscribedAt}, now())` })
    .where(eq(suggestionMailSubscriptions.token, token))
    .returning();
  return row;
}
