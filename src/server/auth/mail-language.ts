import type { DbOrTx } from '../platform/db.ts';
import { findStoredLanguage } from './account.repo.ts';

/**
 * The language of a mail to a known user: the one they chose on /account (`users.language`),
 * else `fallback` (the language of the request or of the order behind the mail). Queries that
 * already join `users` use `mailLanguageSql` from ./account.repo.ts instead.
 */
export async function mailLanguageFor(
  db: DbOrTx,
  who: { userId?: number | null; email?: string | null },
  fallback: string,
): Promise<string> {
  return (await findStoredLanguage(db, who)) ?? fallback;
}
