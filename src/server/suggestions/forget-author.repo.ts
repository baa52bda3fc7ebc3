import { eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { suggestionMailSubscriptions, suggestions } from './suggestions.schema.ts';

/** `text` with every `needle`, in any case, replaced by `by` (a literal match, not a pattern). */
const scrubbed = (column: AnyColumn, needles: string[], by: string) =>
  needles.reduce<SQL>(
    (value, needle) => sql`regexp_replace(${value}, ${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, ${by}, 'gi')`,
    sql`${column}`,
  );

/**
 * Account deletion: suggestions stay on the board (others voted on them) without the submitter's name or address,
 * also where the texts they wrote mention them.
 */
export async function anonymiseSuggestions(
  db: DbOrTx,
  who: { userId: number; email: string; name: string },
  by: string,
) {
  const needles = [who.email, who.name];
  await db
    .update(suggestions)
    .set({
      name: by,
      email: null,
      userId: null,
      suggestionTitle: scrubbed(suggestions.suggestionTitle, needles, by),
      description: scrubbed(suggestions.description, needles, by),
      features: scrubbed(suggestions.features, needles, by),
      updatedAt: new Date(),
    })
    .where(or(eq(suggestions.userId, who.userId), eq(suggestions.email, who.email)));
  await db.delete(suggestionMailSubscriptions).where(eq(suggestionMailSubscriptions.email, who.email));
}
