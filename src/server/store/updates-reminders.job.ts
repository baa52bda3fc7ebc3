import { and, eq, gt, isNotNull, lte, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger as Logger } from 'fastify';
import { users } from '../auth/auth.schema.ts';
import { appSecret } from '../platform/app-secret.ts';
import type { Config } from '../platform/config.ts';
import type { Db, Tx } from '../platform/db.ts';
import { lockedJob, type LockedJob } from '../platform/locked-job.ts';
import { sendMail } from '../platform/mail/send-mail.ts';
import { signUnsubscribeToken } from '../platform/mail/unsubscribe.ts';
import { RELEASE_NOTICES_LIST } from '../releases/index.ts';
import { releaseNoticeOptOuts } from '../releases/releases.schema.ts';
import { updatesReminders } from './renewals.schema.ts';
import { indicators, licences, orderItems, orders } from './store.schema.ts';
import { updatesReminderMail, type ReminderKind } from './updates-reminders.mail.ts';

const DAY_MS = 86_400_000;
/** One key for the whole shop: whichever instance takes it sends, the others skip. */
const REMINDER_LOCK = sql`hashtext('store:updates-reminders')`;

/**
 * Which reminder is due `until − now` before the end: 30 days before, 7 days before, or on the
 * day (the 24 hours from the end). Only the latest one due is sent: a shop that was down for the
 * 30-day one sends the 7-day one, not both.
 */
export function reminderDue(until: Date, now: Date): ReminderKind | null {
  const left = until.getTime() - now.getTime();
  if (left <= 0) return left > -DAY_MS ? '0' : null;
  if (left <= 7 * DAY_MS) return '7';
  if (left <= 30 * DAY_MS) return '30';
  return null;
}

/** Licences whose window ends within 30 days (or ended in the last day), renewable, whose owner takes update e-mails. */
async function candidates(tx: Tx, now: Date) {
  return tx
    .select({
      licenceId: licences.id,
      userId: licences.userId,
      updatesUntil: licences.updatesUntil,
      productName: indicators.name,
      renewalPriceCents: indicators.renewalPriceCents,
      email: users.email,
      name: users.displayName,
      language: sql<string>`coalesce(${users.language}, ${orders.language})`,
    })
    .from(licences)
    .innerJoin(indicators, eq(indicators.id, licences.indicatorId))
    .innerJoin(users, eq(users.id, licences.userId))
    .innerJoin(orderItems, eq(orderItems.id, licences.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(licences.status, 'active'),
        isNotNull(licences.updatesUntil),
        gt(licences.updatesUntil, new Date(now.getTime() - DAY_MS)),
        lte(licences.updatesUntil, new Date(now.getTime() + 30 * DAY_MS)),
        gt(indicators.updatesMonths, 0),
        gt(indicators.renewalPriceCents, 0),
        notExists(tx.select().from(releaseNoticeOptOuts).where(eq(releaseNoticeOptOuts.userId, licences.userId))),
      ),
    );
}

/** `run` queues every reminder due now and answers how many (0 when another instance holds the lock). */
export type UpdatesReminderJob = LockedJob;

/**
 * The reminders that a licence's updates end (30 and 7 days before, and on the day),
 * queued in the mail outbox in the same transaction as their `updates_reminders` row, whose
 * primary key (licence, kind, end) makes each one go out once however often the job runs or how
 * many instances run it; a renewal's new end gets reminders of its own. Hourly, under a
 * `try` advisory lock like the other jobs.
 */
export function createUpdatesReminderJob(deps: {
  db: Db;
  config: Config;
  log: Logger;
  /** The job's clock (the app's: tests move it). */
  now?: () => Date;
  metrics?: Parameters<typeof lockedJob>[0]['metrics'];
}): UpdatesReminderJob {
  const { db, config, log } = deps;
  const now = deps.now ?? (() => new Date());

  async function work(tx: Tx): Promise<number> {
    const at = now();
    let sent = 0;
    for (const row of await candidates(tx, at)) {
      const kind = reminderDue(row.updatesUntil!, at);
      if (!kind) continue;
      const [fresh] = await tx
        .insert(updatesReminders)
        .values({ licenceId: row.licenceId, kind, updatesUntil: row.updatesUntil!, sentAt: at })
        .onConflictDoNothing()
        .returning({ licenceId: updatesReminders.licenceId });
      if (!fresh) continue;
      await sendMail(
        tx,
        updatesReminderMail({
          kind,
          to: row.email,
          name: row.name,
          language: row.language,
          productName: row.productName,
          updatesUntil: row.updatesUntil!,
          renewalPriceCents: row.renewalPriceCents,
          unsubscribeToken: signUnsubscribeToken(appSecret(config), RELEASE_NOTICES_LIST, row.userId),
          siteName: config.SITE_NAME,
          siteUrl: config.siteUrl,
        }),
      );
      sent++;
    }
    if (sent > 0) log.info({ sent }, 'updates reminders queued');
    return sent;
  }

  return lockedJob({
    db,
    name: 'store:updates-reminders',
    lock: REMINDER_LOCK,
    log,
    firstRunMs: 60_000,
    metrics: deps.metrics,
    work,
  });
}
