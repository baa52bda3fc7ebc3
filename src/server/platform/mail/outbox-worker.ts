import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Db } from '../db.ts';
import { mailOutbox } from './outbox.schema.ts';

export const MAX_ATTEMPTS = 8;
const BATCH_SIZE = 20;

/** Exponential backoff: 30 s, 1 min, 2 min … capped at 1 h. */
export function nextAttemptDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export interface MailTransport {
  deliver(message: {
    id: number;
    from: string;
    replyTo: string;
    to: string;
    subject: string;
    text: string;
    html: string | null;
    headers: Record<string, string> | null;
  }): Promise<void>;
}

/** SMTP when `SMTP_URL` is set; otherwise each message becomes an `.eml` file in `mailDir`. */
export function createMailTransport(options: { smtpUrl?: string; mailDir: string }): MailTransport {
  if (options.smtpUrl) {
    const smtp: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      async deliver(m) {
        await smtp.sendMail({
          from: m.from,
          replyTo: m.replyTo,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html ?? undefined,
          headers: m.headers ?? undefined,
        });
      },
    };
  }
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async deliver(m) {
      const info = await files.sendMail({
        from: m.from,
        replyTo: m.replyTo,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html ?? undefined,
        headers: m.headers ?? undefined,
      });
      await mkdir(options.mailDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await writeFile(join(options.mailDir, `${stamp}-${m.id}.eml`), info.message as Buffer);
    },
  };
}

/**
 * Background work that queues mail in steps (a release announcement to thousands of owners): run
 * at the start of every drain, one step each, so a big send never sits in one request or transaction.
 * A job takes its own locks, so several instances may run it at once.
 */
export type OutboxJob = () => Promise<unknown>;

export interface OutboxWorker {
  /** Runs one step of each job, then delivers one batch of due messages; returns how many were sent. */
  drain(): Promise<number>;
  start(intervalMs?: number): void;
  /** Stops polling and waits for the batch in flight (graceful shutdown). */
  stop(): Promise<void>;
}

/**
 * `from` is a no-reply sender; `replyTo` (SUPPORT_EMAIL) is where a reply goes for every mail
 * that does not name its own Reply-To (staff notifications name the customer).
 */
export function createOutboxWorker(deps: {
  db: Db;
  transport: MailTransport;
  from: string;
  replyTo: string;
  log: Logger;
  /** The clock a retry is scheduled from, in epoch ms (tests pass their own). */
  now?: () => number;
  jobs?: OutboxJob[];
}): OutboxWorker {
  const { db, transport, from, log } = deps;
  const now = deps.now ?? Date.now;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function drainOnce(): Promise<number> {
    for (const job of deps.jobs ?? []) await job().catch((error) => log.error({ err: error }, 'outbox job failed'));
    // Claim a batch by pushing its next attempt forward, so a second instance skips it.
    const claimed = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(mailOutbox.id))
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      await tx
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now() + interval '5 minutes'` })
        .where(
          inArray(
            mailOutbox.id,
            due.map((m) => m.id),
          ),
        );
      return due;
    });

    let sent = 0;
    for (const message of claimed) {
      try {
        await transport.deliver({ ...message, from, replyTo: message.replyTo ?? deps.replyTo });
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date(), attempts: message.attempts + 1, lastError: null })
          .where(eq(mailOutbox.id, message.id));
        sent++;
      } catch (error) {
        const attempts = message.attempts + 1;
        const failed = attempts >= MAX_ATTEMPTS;
        log.warn(
          { err: error, mailId: message.id, attempts },
          failed ? 'mail delivery failed for good' : 'mail delivery failed, will retry',
        );
        await db
          .update(mailOutbox)
          .set({
            attempts,
            status: failed ? 'failed' : 'pending',
            lastError: String((error as Error)?.message ?? error).slice(0, 500),
            nextAttemptAt: new Date(now() + nextAttemptDelayMs(attempts)),
          })
          .where(eq(mailOutbox.id, message.id));
      }
    }
    return sent;
  }

  function drain(): Promise<number> {
    running ??= drainOnce().finally(() => (running = undefined));
    return running;
  }

  return {
    drain,
    start(intervalMs = 2000) {
      const tick = () => {
        drain()
          .catch((error) => log.error({ err: error }, 'outbox worker tick failed'))
          .finally(() => {
            if (timer) timer = setTimeout(tick, intervalMs);
          });
      };
      timer = setTimeout(tick, 50);
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => {});
    },
  };
}
