import type { DbOrTx } from '../platform/db.ts';
import { AppError } from '../platform/errors.ts';
import * as repo from './export.repo.ts';

// The data export of /account (issue 15, GDPR art. 15 and 20): everything held about the user,
// as one JSON document. Secrets are left out (password hash, session and link tokens).

/** Every row held about `userId`, grouped by kind, oldest first within each list. */
export async function exportAccountData(db: DbOrTx, userId: number) {
  const found = await repo.profileOf(db, userId);
  if (!found) throw new AppError('unauthorized', 'Authentication required.');
  const { passwordHash, ...profile } = found;
  const email = profile.email;

  const orders = await repo.ordersOf(db, userId);
  const items = await repo.orderItemsOf(
    db,
    orders.map((o) => o.id),
  );
  const licences = await repo.licencesOf(db, userId);
  const licenceIds = licences.map((l) => l.id);
  const activations = await repo.activationsOf(db, licenceIds);
  const events = await repo.licenceEventsOf(db, licenceIds);
  const affiliate = await repo.affiliateOf(db, userId);

  return {
    exportedAt: new Date().toISOString(),
    profile: {
      ...profile,
      hasPassword: passwordHash !== null,
      connectedAccounts: await repo.oauthOf(db, userId),
      releaseNoticesOffSince: await repo.releaseNoticesOptedOut(db, userId),
      referredByAffiliate: await repo.referredBy(db, userId),
    },
    sessions: await repo.sessionsOf(db, userId),
    cart: await repo.cartOf(db, userId),
    orders: orders.map((order) => ({ ...order, items: items.filter((item) => item.orderId === order.id) })),
    licences: licences.map((licence) => ({
      ...licence,
      activations: activations.filter((a) => a.licenceId === licence.id),
      events: events.filter((e) => e.licenceId === licence.id),
    })),
    downloads: await repo.downloadsOf(db, userId),
    affiliate: affiliate
      ? {
          account: affiliate,
          referrals: await repo.referralsOf(db, affiliate.id),
          ledger: await repo.ledgerOf(db, affiliate.id),
          payouts: await repo.payoutsOf(db, affiliate.id),
        }
      : null,
    suggestions: await repo.suggestionsOf(db, userId, email),
    votes: await repo.votesOf(db, userId),
    suggestionStatusEmails: await repo.suggestionMailsOf(db, email),
    supportMessages: await repo.supportMessagesOf(db, email),
    emails: await repo.mailsTo(db, email),
  };
}

export type AccountExport = Awaited<ReturnType<typeof exportAccountData>>;
