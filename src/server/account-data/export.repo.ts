import { asc, eq, inArray, or } from 'drizzle-orm';
import { affiliateLedger, affiliates, payouts, referrals } from '../affiliates/affiliates.schema.ts';
import { oauthAccounts, sessions, users } from '../auth/auth.schema.ts';
import { licenceEvents } from '../licences/licences.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { mailOutbox } from '../platform/mail/outbox.schema.ts';
import { releaseDownloads, releaseNoticeOptOuts, releases } from '../releases/releases.schema.ts';
import { cartItems, indicators, licenceActivations, licences, orderItems, orders } from '../store/store.schema.ts';
import { suggestionMailSubscriptions, suggestions, suggestionVotes } from '../suggestions/suggestions.schema.ts';
import { supportMessages } from '../support/support.schema.ts';

// The SQL of the data export (issue 15, GDPR art. 15 and 20): every row held about one user,
// read by user id (or, for rows keyed by address, by the account's e-mail). Secrets (password
// hash, session and token ids, unsubscribe tokens) are never selected.

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

export function oauthOf(db: DbOrTx, userId: number) {
  return db
    .select({
      provider: oauthAccounts.provider,
      subject: oauthAccounts.subject,
      email: oauthAccounts.email,
      createdAt: oauthAccounts.createdAt,
    })
    .from(oauthAccounts)
    .where(eq(oauthAccounts.userId, userId));
}

export function sessionsOf(db: DbOrTx, userId: number) {
  return db
    .select({
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
}

export function ordersOf(db: DbOrTx, userId: number) {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id));
}

export function orderItemsOf(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id));
}

export function cartOf(db: DbOrTx, userId: number) {
  return db
    .select({ indicatorId: cartItems.indicatorId, name: indicators.name, createdAt: cartItems.createdAt })
    .from(cartItems)
    .innerJoin(indicators, eq(indicators.id, cartItems.indicatorId))
    .where(eq(cartItems.userId, userId));
}

export function licencesOf(db: DbOrTx, userId: number) {
  return db
    .select({
      id: licences.id,
      key: licences.key,
      orderItemId: licences.orderItemId,
      indicatorId: licences.indicatorId,
      indicator: indicators.name,
      machineLimit: licences.machineLimit,
      status: licences.status,
      createdAt: licences.createdAt,
      revokedAt: licences.revokedAt,
    })
    .from(licences)
    .innerJoin(indicators, eq(indicators.id, licences.indicatorId))
    .where(eq(licences.userId, userId))
    .orderBy(asc(licences.id));
}

export function activationsOf(db: DbOrTx, licenceIds: number[]) {
  if (licenceIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(licenceActivations)
    .where(inArray(licenceActivations.licenceId, licenceIds))
    .orderBy(asc(licenceActivations.id));
}

/** The history of the user's licences (an admin's actions on other people's licences are theirs, not here). */
export function licenceEventsOf(db: DbOrTx, licenceIds: number[]) {
  if (licenceIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(licenceEvents)
    .where(inArray(licenceEvents.licenceId, licenceIds))
    .orderBy(asc(licenceEvents.id));
}

export function downloadsOf(db: DbOrTx, userId: number) {
  return db
    .select({
      releaseId: releaseDownloads.releaseId,
      version: releases.version,
      ip: releaseDownloads.ip,
      createdAt: releaseDownloads.createdAt,
    })
    .from(releaseDownloads)
    .innerJoin(releases, eq(releases.id, releaseDownloads.releaseId))
    .where(eq(releaseDownloads.userId, userId))
    .orderBy(asc(releaseDownloads.id));
}

export async function releaseNoticesOptedOut(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(releaseNoticeOptOuts).where(eq(releaseNoticeOptOuts.userId, userId));
  return row?.createdAt ?? null;
}

export async function affiliateOf(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(affiliates).where(eq(affiliates.userId, userId));
  return row;
}

/** The affiliate's referrals: the referred people are other users, so only their status and dates. */
export function referralsOf(db: DbOrTx, affiliateId: number) {
  return db
    .select({
      id: referrals.id,
      status: referrals.status,
      createdAt: referrals.createdAt,
      updatedAt: referrals.updatedAt,
    })
    .from(referrals)
    .where(eq(referrals.affiliateId, affiliateId))
    .orderBy(asc(referrals.id));
}

export function ledgerOf(db: DbOrTx, affiliateId: number) {
  return db
    .select()
    .from(affiliateLedger)
    .where(eq(affiliateLedger.affiliateId, affiliateId))
    .orderBy(asc(affiliateLedger.id));
}

export function payoutsOf(db: DbOrTx, affiliateId: number) {
  return db.select().from(payouts).where(eq(payouts.affiliateId, affiliateId)).orderBy(asc(payouts.id));
}

/** Whether (and when) this user came through someone's referral link; the affiliate is not named. */
export async function referredBy(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ status: referrals.status, createdAt: referrals.createdAt })
    .from(referrals)
    .where(eq(referrals.referredUserId, userId));
  return row ?? null;
}

export function suggestionsOf(db: DbOrTx, userId: number, email: string) {
  return db
    .select()
    .from(suggestions)
    .where(or(eq(suggestions.userId, userId), eq(suggestions.email, email)))
    .orderBy(asc(suggestions.id));
}

export function votesOf(db: DbOrTx, userId: number) {
  return db
    .select({
      suggestionId: suggestionVotes.suggestionId,
      suggestionTitle: suggestions.suggestionTitle,
      language: suggestionVotes.language,
      createdAt: suggestionVotes.createdAt,
    })
    .from(suggestionVotes)
    .innerJoin(suggestions, eq(suggestions.id, suggestionVotes.suggestionId))
    .where(eq(suggestionVotes.userId, userId))
    .orderBy(asc(suggestionVotes.createdAt));
}

export async function suggestionMailsOf(db: DbOrTx, email: string) {
  const [row] = await db
    .select({
      createdAt: suggestionMailSubscriptions.createdAt,
      unsubscribedAt: suggestionMailSubscriptions.unsubscribedAt,
    })
    .from(suggestionMailSubscriptions)
    .where(eq(suggestionMailSubscriptions.email, email));
  return row ?? null;
}

export function supportMessagesOf(db: DbOrTx, email: string) {
  return db
    .select({
      id: supportMessages.id,
      name: supportMessages.name,
      email: supportMessages.email,
      subject: supportMessages.subject,
      message: supportMessages.message,
      status: supportMessages.status,
      ip: supportMessages.ip,
      createdAt: supportMessages.createdAt,
      closedAt: supportMessages.closedAt,
    })
    .from(supportMessages)
    .where(eq(supportMessages.email, email))
    .orderBy(asc(supportMessages.id));
}

/** The e-mails the shop sent (or will send) to the user: what and when, not their links. */
export function mailsTo(db: DbOrTx, email: string) {
  return db
    .select({
      kind: mailOutbox.kind,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(asc(mailOutbox.id));
}
