import { eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { affiliates, payouts } from '../affiliates/affiliates.schema.ts';
import {
  oauthAccounts,
  oauthTempTokens,
  oneTimeTokens,
  passwordResetTokens,
  sessions,
  users,
} from '../auth/auth.schema.ts';
import { licenceResetTokens } from '../licences/licences.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { mailOutbox } from '../platform/mail/outbox.schema.ts';
import { releaseDownloads, releaseNoticeOptOuts } from '../releases/releases.schema.ts';
import { orderEvents } from '../refunds/refunds.schema.ts';
import { cartItems, licenceActivations, licences, orders } from '../store/store.schema.ts';
import { suggestionMailSubscriptions, suggestions } from '../suggestions/suggestions.schema.ts';
import { supportMessages } from '../support/support.schema.ts';

// The SQL of account deletion (issue 15, GDPR art. 17). Rows kept for accounting (orders, order
// items, licences, the affiliate ledger and payouts, licence events) stay and point at the
// anonymised user row; everything else about the person is deleted or blanked.

/** The account, locked until the transaction ends (a second deletion waits, then sees it done). */
export async function lockUser(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      displayName: users.displayName,
      role: users.role,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/** How many admins there are, the admin rows locked so two admins deleting themselves queue up. */
export async function lockAdmins(db: DbOrTx): Promise<number> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
  return rows.length;
}

/** The user row stays (orders and the ledger point at it) without anything that names the person. */
export async function anonymiseUser(db: DbOrTx, userId: number, values: { email: string; displayName: string }) {
  await db
    .update(users)
    .set({ ...values, passwordHash: null, language: null, role: 'user', updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Sign-in material: sessions, Google links, and every kind of e-mailed link. */
export async function deleteSignIns(db: DbOrTx, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.delete(oauthAccounts).where(eq(oauthAccounts.userId, userId));
  await db.delete(oauthTempTokens).where(eq(oauthTempTokens.userId, userId));
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await db.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
  await db.delete(licenceResetTokens).where(eq(licenceResetTokens.userId, userId));
}

/** The cart, the download log (IP addresses), and release e-mails switched off for good. */
export async function deleteShopTraces(db: DbOrTx, userId: number) {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
  await db.delete(releaseDownloads).where(eq(releaseDownloads.userId, userId));
  await db.insert(releaseNoticeOptOuts).values({ userId }).onConflictDoNothing();
}

/** Order timelines stay for accounting; the address each e-mail went to goes. */
export async function scrubOrderTimelines(db: DbOrTx, userId: number) {
  await db
    .update(orderEvents)
    .set({ details: sql`${orderEvents.details} - 'to'` })
    .where(inArray(orderEvents.orderId, db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))));
}

/** Licences stay valid; only the machine names the customer typed go. */
export async function blankMachineNames(db: DbOrTx, userId: number) {
  await db
    .update(licenceActivations)
    .set({ machineName: null })
    .where(
      inArray(
        licenceActivations.licenceId,
        db.select({ id: licences.id }).from(licences).where(eq(licences.userId, userId)),
      ),
    );
}

/** `text` with every `needle`, in any case, replaced by `by` (a literal match, not a pattern). */
const scrubbed = (column: AnyColumn, needles: string[], by: string) =>
  needles.reduce<SQL>(
    (value, needle) => sql`regexp_replace(${value}, ${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, ${by}, 'gi')`,
    sql`${column}`,
  );

/**
 * Suggestions stay on the board (others voted on them) without the submitter's name or address,
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

/** Support messages from the address, and every queued or sent mail to, from or about it. */
export async function deleteMessages(db: DbOrTx, email: string) {
  await db.delete(supportMessages).where(eq(supportMessages.email, email));
  await db
    .delete(mailOutbox)
    .where(
      or(
        eq(mailOutbox.to, email),
        eq(mailOutbox.replyTo, email),
        sql`strpos(lower(${mailOutbox.subject}), ${email}) > 0`,
        sql`strpos(lower(${mailOutbox.text}), ${email}) > 0`,
      ),
    );
}

/**
 * The affiliate account stays for the ledger, switched off, with a fresh code (the old one was
 * made from the name) and payout details (the PayPal address) blanked.
 */
export async function anonymiseAffiliate(db: DbOrTx, userId: number, code: string) {
  const [row] = await db
    .update(affiliates)
    .set({ status: 'inactive', code, updatedAt: new Date() })
    .where(eq(affiliates.userId, userId))
    .returning({ id: affiliates.id });
  if (row) await db.update(payouts).set({ details: {} }).where(eq(payouts.affiliateId, row.id));
}
