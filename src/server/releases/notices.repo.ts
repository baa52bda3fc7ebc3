import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { mailLanguageSql } from '../auth/index.ts';
import { users } from '../auth/auth.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { preparedPerDatabase } from '../platform/prepared.ts';
import { releaseWebhook } from '../webhooks/index.ts';
import { indicators, licences, orderItems, orders } from '../store/store.schema.ts';
import { releaseAnnouncements, releaseDownloads, releaseNoticeOptOuts } from './releases.schema.ts';

/** Records that `releaseId` is to be announced; a no-op when it already was (once per release, ever). */
export async function insertAnnouncement(tx: DbOrTx, releaseId: number) {
  await tx.insert(releaseAnnouncements).values({ releaseId }).onConflictDoNothing();
  await releaseWebhook(tx, releaseId);
}

export async function findAnnouncement(db: DbOrTx, releaseId: number) {
  const [row] = await db.select().from(releaseAnnouncements).where(eq(releaseAnnouncements.releaseId, releaseId));
  return row;
}

/**
 * The oldest unfinished announcement, locked for this transaction. SKIP LOCKED: while one instance
 * works on it another takes the next one (or nothing), so no batch is written twice.
 */
export async function claimOpenAnnouncement(tx: DbOrTx) {
  const [row] = await tx
    .select()
    .from(releaseAnnouncements)
    .where(isNull(releaseAnnouncements.finishedAt))
    .orderBy(asc(releaseAnnouncements.createdAt), asc(releaseAnnouncements.releaseId))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function deleteAnnouncement(tx: DbOrTx, releaseId: number) {
  await tx.delete(releaseAnnouncements).where(eq(releaseAnnouncements.releaseId, releaseId));
}

export async function advanceAnnouncement(
  tx: DbOrTx,
  releaseId: number,
  step: { cursorUserId: number; queued: number; finished: boolean },
) {
  await tx
    .update(releaseAnnouncements)
    .set({
      cursorUserId: step.cursorUserId,
      queued: sql`${releaseAnnouncements.queued} + ${step.queued}`,
      ...(step.finished ? { finishedAt: sql`now()` } : {}),
    })
    .where(eq(releaseAnnouncements.releaseId, releaseId));
}

export interface NoticeRecipient {
  userId: number;
  email: string;
  displayName: string;
  /** The language of the order behind their newest active licence for the product. */
  language: string;
}

/**
 * The next `limit` owners of `productId` after `afterUserId`, in user id order: users with an
 * active licence for it or for the bundle (which covers every indicator), who have not switched
 * release e-mails off. One row per user, whatever the number of licences.
 */
export async function noticeRecipients(
  db: DbOrTx,
  productId: number,
  afterUserId: number,
  limit: number,
): Promise<NoticeRecipient[]> {
  return db
    .selectDistinctOn([licences.userId], {
      userId: licences.userId,
      email: users.email,
      displayName: users.displayName,
      language: mailLanguageSql(orders.language),
    })
    .from(licences)
    .innerJoin(indicators, eq(indicators.id, licences.indicatorId))
    .innerJoin(users, eq(users.id, licences.userId))
    .innerJoin(orderItems, eq(orderItems.id, licences.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(licences.status, 'active'),
        or(eq(licences.indicatorId, productId), eq(indicators.kind, 'bundle')),
        gt(licences.userId, afterUserId),
        sql`not exists (select 1 from ${releaseNoticeOptOuts} where ${releaseNoticeOptOuts.userId} = ${licences.userId})`,
      ),
    )
    .orderBy(asc(licences.userId), sql`${licences.id} desc`)
    .limit(limit);
}

const optOut = preparedPerDatabase((db) =>
  db
    .select({ userId: releaseNoticeOptOuts.userId })
    .from(releaseNoticeOptOuts)
    .where(eq(releaseNoticeOptOuts.userId, sql.placeholder('userId')))
    .prepare('release_notice_opt_out'),
);

export async function isOptedOut(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await optOut(db).execute({ userId });
  return Boolean(row);
}

export async function setOptedOut(db: DbOrTx, userId: number, optedOut: boolean) {
  if (optedOut) await db.insert(releaseNoticeOptOuts).values({ userId }).onConflictDoNothing();
  else await db.delete(releaseNoticeOptOuts).where(eq(releaseNoticeOptOuts.userId, userId));
}

/** Account deletion: the download log (IP addresses) goes, and release e-mails are off for good. */
export async function forgetDownloader(db: DbOrTx, userId: number) {
  await db.delete(releaseDownloads).where(eq(releaseDownloads.userId, userId));
  await db.insert(releaseNoticeOptOuts).values({ userId }).onConflictDoNothing();
}
