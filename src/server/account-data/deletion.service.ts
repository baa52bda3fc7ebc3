import type { DeleteAccountInput } from '#shared/contracts/account.ts';
import { anonymiseAffiliate, generateCode } from '../affiliates/index.ts';
import { anonymiseUser, assertCurrentPassword, deleteSignIns } from '../auth/index.ts';
import { blankMachineNamesOf, deleteResetTokensOf } from '../licences/index.ts';
import { scrubOrderTimelines } from '../refunds/index.ts';
import { forgetDownloader } from '../releases/index.ts';
import { emptyCartOf } from '../store/index.ts';
import { anonymiseSuggestions } from '../suggestions/index.ts';
import { deleteMessagesFrom } from '../support/index.ts';
import type { Db } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import * as repo from './deletion.repo.ts';

// Account deletion (GDPR art. 17). Personal data is erased or anonymised; orders,
// order items, licences, the affiliate ledger and payouts stay for accounting, pointing at a
// user row that no longer names anyone. Licences stay valid until revoked. Every session ends.

/** What the anonymised user row and the suggestions it wrote show instead of a name. */
export const DELETED_NAME = 'Deleted user';
/** A unique address that can never receive mail (`.invalid`, RFC 2606). */
export const deletedEmail = (userId: number) => `deleted-${userId}@deleted.invalid`;

export const DELETION_MESSAGES = {
  confirmationWrong: 'Type your e-mail address exactly as shown to confirm.',
  lastAdmin: 'You are the only admin. Make someone else an admin before deleting your account.',
} as const;

/**
 * Deletes the caller's account. An account with a password re-enters it (`current_password_wrong`,
 * throttled by the route); an account made by Google sign-in types its e-mail address instead.
 * The last admin is refused (`last_admin`).
 */
export async function deleteAccount(db: Db, userId: number, input: DeleteAccountInput): Promise<void> {
  await db.transaction(async (tx) => {
    const admins = await repo.lockAdmins(tx);
    const user = await repo.lockUser(tx, userId);
    if (!user) throw appError('unauthorized');
    if (user.passwordHash !== null) await assertCurrentPassword(user.passwordHash, input.password);
    else if ((input.confirmEmail ?? '').trim().toLowerCase() !== user.email)
      throw appError('deletion_confirmation_wrong', { details: { confirmEmail: DELETION_MESSAGES.confirmationWrong } });
    if (user.role === 'admin' && admins <= 1) throw appError('last_admin', { message: DELETION_MESSAGES.lastAdmin });

    // Each domain blanks its own rows, in this order: sign-in material, the cart, the download
    // log and release e-mails, order timelines, machine names, suggestions, messages and mails,
    // the affiliate account, and last the user row itself.
    await deleteSignIns(tx, userId);
    await deleteResetTokensOf(tx, userId);
    await emptyCartOf(tx, userId);
    await forgetDownloader(tx, userId);
    await scrubOrderTimelines(tx, userId);
    await blankMachineNamesOf(tx, userId);
    await anonymiseSuggestions(tx, { userId, email: user.email, name: user.displayName }, DELETED_NAME);
    await deleteMessagesFrom(tx, user.email);
    await repo.deleteMails(tx, user.email);
    await anonymiseAffiliate(tx, userId, generateCode(''));
    await anonymiseUser(tx, userId, { email: deletedEmail(userId), displayName: DELETED_NAME });
  });
}
