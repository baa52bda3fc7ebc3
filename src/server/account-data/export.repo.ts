import { asc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { affiliateLedger, affiliates, payouts, referrals } from '../affiliates/affiliates.schema.ts';
import { oauthAccounts, sessions, users } from '../auth/auth.schema.ts';
import { cartDiscounts, discountCodes, discountRedemptions } from '../discounts/discounts.schema.ts';
import { licenceEvents } from '../licences/licences.schema.ts';
import { licenceTrials } from '../licences/trials.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { mailOutbox } from '../platform/mail/outbox.schema.ts';
import { releaseDownloads, releaseNoticeOptOuts, releases } from '../releases/releases.schema.ts';
import { cartItems, indicators, licenceActivations, licences, orderItems, orders } from '../store/store.schema.ts';
import {
  suggestionComments,
  suggestionMailSubscriptions,
  suggestions,
  suggestionSubscribers,
  suggestionVotes,
} from '../suggestions/suggestions.schema.ts';
import { supportMessages } from '../support/support.schema.ts';

// The SQL of the data export (GDPR art. 15 and 20): every row held about one user,
// read by user id (or, for rows keyed by address, by the account's e-mail). Secrets (password
// hash, session and token ids, unsubscribe tokens) are never selected.

/**
 * One list of the export: the rows of `owner`'s table whose `owner` column is the user's id (or
 * e-mail, or the ids of their orders, licences, affiliate account), with `fields`, optionally
 * joined to one table for a name.
 */
export interface Source<S extends SelectedFields> {
  owner: PgColumn;
  fields: S;
  join?: { table: PgTable; on: SQL };
  order?: PgColumn;
}

const source = <S extends SelectedFields>(s: Source<S>) => s;

const withTitle = (suggestionId: PgColumn) => ({ table: suggestions, on: eq(suggestions.id, suggestionId) });

/** The rows of `s` that belong to `owner` (one value, or any of a list of ids), in `s.order`. */
export async function rowsOf<S extends SelectedFields>(
  db: DbOrTx,
  s: Source<S>,
  owner: number | string | number[],
): Promise<Array<SelectResultFields<S>>> {
  // An empty IN list is a syntax error in SQL; nothing is owned by none.
  const where = !Array.isArray(owner) ? eq(s.owner, owner) : owner.length ? inArray(s.owner, owner) : sql`false`;
  // Built from a plain selection: drizzle's builder types do not follow a generic `S` through a join.
  const fields: SelectedFields = s.fields;
  const query = db.select(fields).from(s.owner.table).$dynamic();
  if (s.join) query.innerJoin(s.join.table, s.join.on);
  query.where(where);
  if (s.order) query.orderBy(asc(s.order));
  return (await query) as unknown as Array<SelectResultFields<S>>;
}

/** Rows keyed by the user's id: one entry per user-owned table (the export test checks none is missing). */
export const BY_USER = {
  connectedAccounts: source({
    owner: oauthAccounts.userId,
    fields: {
      provider: oauthAccounts.provider,
      subject: oauthAccounts.subject,
      email: oauthAccounts.email,
      createdAt: oauthAccounts.createdAt,
    },
  }),
  sessions: source({
    owner: sessions.userId,
    fields: {
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    },
    order: sessions.createdAt,
  }),
  releaseNoticesOffSince: source({
    owner: releaseNoticeOptOuts.userId,
    fields: { since: releaseNoticeOptOuts.createdAt },
  }),
  /** Whether (and when) this user came through someone's referral link; the affiliate is not named. */
  referredByAffiliate: source({
    owner: referrals.referredUserId,
    fields: { status: referrals.status, createdAt: referrals.createdAt },
  }),
  cart: source({
    owner: cartItems.userId,
    fields: { indicatorId: cartItems.indicatorId, name: indicators.name, createdAt: cartItems.createdAt },
    join: { table: indicators, on: eq(indicators.id, cartItems.indicatorId) },
  }),
  cartDiscount: source({
    owner: cartDiscounts.userId,
    fields: { code: discountCodes.code, appliedAt: cartDiscounts.appliedAt },
    join: { table: discountCodes, on: eq(discountCodes.id, cartDiscounts.discountId) },
  }),
  orders: source({ owner: orders.userId, fields: getTableColumns(orders), order: orders.id }),
  discountRedemptions: source({
    owner: discountRedemptions.userId,
    fields: {
      code: discountCodes.code,
      orderId: discountRedemptions.orderId,
      createdAt: discountRedemptions.createdAt,
    },
    join: { table: discountCodes, on: eq(discountCodes.id, discountRedemptions.discountId) },
    order: discountRedemptions.id,
  }),
  licences: source({
    owner: licences.userId,
    fields: {
      id: licences.id,
      key: licences.key,
      orderItemId: licences.orderItemId,
      indicatorId: licences.indicatorId,
      indicator: indicators.name,
      machineLimit: licences.machineLimit,
      status: licences.status,
      createdAt: licences.createdAt,
      revokedAt: licences.revokedAt,
    },
    join: { table: indicators, on: eq(indicators.id, licences.indicatorId) },
    order: licences.id,
  }),
  /** Trials the account started: machine, dates, and the licence it became, if bought. */
  trials: source({
    owner: licenceTrials.userId,
    fields: {
      key: licenceTrials.key,
      indicatorId: licenceTrials.indicatorId,
      indicator: indicators.name,
      machineId: licenceTrials.machineId,
      machineName: licenceTrials.machineName,
      ip: licenceTrials.ip,
      startedAt: licenceTrials.startedAt,
      endsAt: licenceTrials.endsAt,
      convertedLicenceId: licenceTrials.convertedLicenceId,
    },
    join: { table: indicators, on: eq(indicators.id, licenceTrials.indicatorId) },
    order: licenceTrials.id,
  }),
  downloads: source({
    owner: releaseDownloads.userId,
    fields: {
      releaseId: releaseDownloads.releaseId,
      version: releases.version,
      ip: releaseDownloads.ip,
      createdAt: releaseDownloads.createdAt,
    },
    join: { table: releases, on: eq(releases.id, releaseDownloads.releaseId) },
    order: releaseDownloads.id,
  }),
  affiliate: source({ owner: affiliates.userId, fields: getTableColumns(affiliates) }),
  votes: source({
    owner: suggestionVotes.userId,
    fields: {
      suggestionId: suggestionVotes.suggestionId,
      suggestionTitle: suggestions.suggestionTitle,
      language: suggestionVotes.language,
      createdAt: suggestionVotes.createdAt,
    },
    join: withTitle(suggestionVotes.suggestionId),
    order: suggestionVotes.createdAt,
  }),
  suggestionComments: source({
    owner: suggestionComments.userId,
    fields: {
      id: suggestionComments.id,
      suggestionId: suggestionComments.suggestionId,
      suggestionTitle: suggestions.suggestionTitle,
      body: suggestionComments.body,
      official: suggestionComments.official,
      hiddenAt: suggestionComments.hiddenAt,
      createdAt: suggestionComments.createdAt,
      editedAt: suggestionComments.editedAt,
    },
    join: withTitle(suggestionComments.suggestionId),
    order: suggestionComments.id,
  }),
  /** The suggestions whose status e-mails the user asked for ("Notify me"). */
  suggestionSubscriptions: source({
    owner: suggestionSubscribers.userId,
    fields: {
      suggestionId: suggestionSubscribers.suggestionId,
      suggestionTitle: suggestions.suggestionTitle,
      language: suggestionSubscribers.language,
      createdAt: suggestionSubscribers.createdAt,
    },
    join: withTitle(suggestionSubscribers.suggestionId),
    order: suggestionSubscribers.createdAt,
  }),
};

/** Rows keyed by the ids of the user's orders, licences or affiliate account. */
export const BY_PARENT = {
  orderItems: source({ owner: orderItems.orderId, fields: getTableColumns(orderItems), order: orderItems.id }),
  activations: source({
    owner: licenceActivations.licenceId,
    fields: getTableColumns(licenceActivations),
    order: licenceActivations.id,
  }),
  /** The history of the user's licences (an admin's actions on other people's licences are theirs, not here). */
  licenceEvents: source({
    owner: licenceEvents.licenceId,
    fields: getTableColumns(licenceEvents),
    order: licenceEvents.id,
  }),
  /** The affiliate's referrals: the referred people are other users, so only their status and dates. */
  referrals: source({
    owner: referrals.affiliateId,
    fields: {
      id: referrals.id,
      status: referrals.status,
      createdAt: referrals.createdAt,
      updatedAt: referrals.updatedAt,
    },
    order: referrals.id,
  }),
  ledger: source({
    owner: affiliateLedger.affiliateId,
    fields: getTableColumns(affiliateLedger),
    order: affiliateLedger.id,
  }),
  payouts: source({ owner: payouts.affiliateId, fields: getTableColumns(payouts), order: payouts.id }),
};

/** Rows keyed by the account's e-mail address (written before or without signing in). */
export const BY_EMAIL = {
  suggestionStatusEmails: source({
    owner: suggestionMailSubscriptions.email,
    fields: {
      createdAt: suggestionMailSubscriptions.createdAt,
      unsubscribedAt: suggestionMailSubscriptions.unsubscribedAt,
    },
  }),
  supportMessages: source({
    owner: supportMessages.email,
    fields: {
      id: supportMessages.id,
      name: supportMessages.name,
      email: supportMessages.email,
      subject: supportMessages.subject,
      message: supportMessages.message,
      status: supportMessages.status,
      ip: supportMessages.ip,
      createdAt: supportMessages.createdAt,
      closedAt: supportMessages.closedAt,
    },
    order: supportMessages.id,
  }),
  /** The e-mails the shop sent (or will send) to the user: what and when, not their links. */
  emails: source({
    owner: mailOutbox.to,
    fields: {
      kind: mailOutbox.kind,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    },
    order: mailOutbox.id,
  }),
};

export async function profileOf(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      displayName: users.displayName,
      language: users.language,
      role: users.role,
      passwordHash: users.passwordHash,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Suggestions the user submitted signed in, or signed out with the account's address. */
export function suggestionsOf(db: DbOrTx, userId: number, email: string) {
  return db
    .select()
    .from(suggestions)
    .where(or(eq(suggestions.userId, userId), eq(suggestions.email, email)))
    .orderBy(asc(suggestions.id));
}

/** User-id columns the export reads outside `BY_USER` (the profile itself, and `suggestionsOf`). */
export const ALSO_EXPORTED = [users.id, suggestions.userId];
