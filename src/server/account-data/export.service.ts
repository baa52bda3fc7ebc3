import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import * as repo from './export.repo.ts';

// The data export of /account (GDPR art. 15 and 20): everything held about the user,
// as one JSON document. Secrets are left out (password hash, session and link tokens).

/** Every row held about `userId`, grouped by kind, oldest first within each list. */
export async function exportAccountData(db: DbOrTx, userId: number) {
  const found = await repo.profileOf(db, userId);
  if (!found) throw appError('unauthorized');
  const { passwordHash, ...profile } = found;
  const email = profile.email;
  const mine = <S extends SelectedFields>(source: repo.Source<S>) => repo.rowsOf(db, source, userId);
  const { BY_USER: user, BY_PARENT: parent, BY_EMAIL: byEmail } = repo;

  const orders = await mine(user.orders);
  const items = await repo.rowsOf(
    db,
    parent.orderItems,
    orders.map((o) => o.id),
  );
  const licences = await mine(user.licences);
  const licenceIds = licences.map((l) => l.id);
  const activations = await repo.rowsOf(db, parent.activations, licenceIds);
  const events = await repo.rowsOf(db, parent.licenceEvents, licenceIds);
  const [affiliate] = await mine(user.affiliate);
  const [releaseNoticesOff] = await mine(user.releaseNoticesOffSince);
  const [referredByAffiliate] = await mine(user.referredByAffiliate);
  const [cartDiscount] = await mine(user.cartDiscount);
  const [suggestionStatusEmails] = await repo.rowsOf(db, byEmail.suggestionStatusEmails, email);

  return {
    exportedAt: new Date().toISOString(),
    profile: {
      ...profile,
      hasPassword: passwordHash !== null,
      connectedAccounts: await mine(user.connectedAccounts),
      releaseNoticesOffSince: releaseNoticesOff?.since ?? null,
      referredByAffiliate: referredByAffiliate ?? null,
    },
    sessions: await mine(user.sessions),
    cart: await mine(user.cart),
    cartDiscount: cartDiscount ?? null,
    orders: orders.map((order) => ({ ...order, items: items.filter((item) => item.orderId === order.id) })),
    discountRedemptions: await mine(user.discountRedemptions),
    licences: licences.map((licence) => ({
      ...licence,
      activations: activations.filter((a) => a.licenceId === licence.id),
      events: events.filter((e) => e.licenceId === licence.id),
    })),
    trials: await mine(user.trials),
    downloads: await mine(user.downloads),
    affiliate: affiliate
      ? {
          account: affiliate,
          referrals: await repo.rowsOf(db, parent.referrals, affiliate.id),
          ledger: await repo.rowsOf(db, parent.ledger, affiliate.id),
          payouts: await repo.rowsOf(db, parent.payouts, affiliate.id),
        }
      : null,
    suggestions: await repo.suggestionsOf(db, userId, email),
    votes: await mine(user.votes),
    suggestionComments: await mine(user.suggestionComments),
    suggestionSubscriptions: await mine(user.suggestionSubscriptions),
    suggestionStatusEmails: suggestionStatusEmails ?? null,
    supportMessages: await repo.rowsOf(db, byEmail.supportMessages, email),
    emails: await repo.rowsOf(db, byEmail.emails, email),
  };
}

export type AccountExport = Awaited<ReturnType<typeof exportAccountData>>;
