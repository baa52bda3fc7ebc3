import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../platform/db.ts';
import { openSecret } from './webhook-secrets.ts';
import type { AttemptResult, Sender } from './send.ts';
import { webhookDeliveries, webhookEvents, webhooks } from './webhooks.schema.ts';

/** Waits after the first, second … seventh failed attempt; after the eighth, failed. */
export const RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];
/** A claimed delivery is not claimed again for this long (longer than an attempt's 10 s). */
const LEASE_MS = 60_000;

export interface DrainResult {
  succeeded: number;
  retrying: number;
  failed: number;
}

export interface WebhookWorker {
  /** Sends every due delivery of one batch (concurrently) and records each outcome. */
  drain(): Promise<DrainResult>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export interface WebhookWorkerDeps {
  db: Db;
  appSecret: string;
  send: Sender;
  log: FastifyBaseLogger;
  /** Epoch ms; tests pass their own clock to reach the later retries. */
  now?: () => number;
  batchSize?: number;
  /** Told about every attempt (metrics). */
  onAttempt?: (result: 'succeeded' | 'retrying' | 'failed') => void;
}

export function createWebhookWorker(deps: WebhookWorkerDeps): WebhookWorker {
  const { db, log } = deps;
  const now = deps.now ?? Date.now;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<DrainResult> | undefined;

  /** Claims due deliveries by pushing their next attempt past the lease, so another instance skips them. */
  async function claim() {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({
          id: webhookDeliveries.id,
          attempts: webhookDeliveries.attempts,
          eventId: webhookEvents.id,
          payload: webhookEvents.payload,
          url: webhooks.url,
          secret: webhooks.secret,
          deletedAt: webhooks.deletedAt,
        })
        .from(webhookDeliveries)
        .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
        .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
        .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, new Date(now()))))
        .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
        .limit(deps.batchSize ?? 50)
        .for('update', { of: webhookDeliveries, skipLocked: true });
      if (due.length) {
        await tx
          .update(webhookDeliveries)
          .set({ nextAttemptAt: new Date(now() + LEASE_MS) })
          .where(
            inArray(
              webhookDeliveries.id,
              due.map((d) => d.id),
            ),
          );
      }
      return due;
    });
  }

  async function record(id: number, attempts: number, result: AttemptResult) {
    const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const failed = !ok && attempts > RETRY_DELAYS_MS.length;
    await db
      .update(webhookDeliveries)
      .set({
        attempts,
        status: ok ? 'succeeded' : failed ? 'failed' : 'pending',
        lastStatusCode: result.statusCode,
        lastDurationMs: result.durationMs,
        lastError: ok ? null : (result.error ?? `HTTP ${result.statusCode}`),
        nextAttemptAt: new Date(now() + (ok || failed ? 0 : RETRY_DELAYS_MS[attempts - 1]!)),
        ...(ok || failed ? { finishedAt: new Date(now()) } : {}),
      })
      .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'pending')));
    const outcome = ok ? 'succeeded' : failed ? 'failed' : 'retrying';
    deps.onAttempt?.(outcome);
    return outcome;
  }

  async function drainOnce(): Promise<DrainResult> {
    const result: DrainResult = { succeeded: 0, retrying: 0, failed: 0 };
    const claimed = await claim();
    await Promise.all(
      claimed.map(async (delivery) => {
        const attempts = delivery.attempts + 1;
        let outcome: AttemptResult;
        if (delivery.deletedAt) outcome = { statusCode: null, durationMs: 0, error: 'webhook deleted' };
        else {
          try {
            outcome = await deps.send(delivery.url, {
              id: delivery.eventId,
              body: JSON.stringify(delivery.payload),
              secret: openSecret(delivery.secret, deps.appSecret),
              at: new Date(now()),
            });
          } catch (error) {
            outcome = { statusCode: null, durationMs: 0, error: String((error as Error).message).slice(0, 300) };
          }
        }
        const kind = delivery.deletedAt
          ? await record(delivery.id, RETRY_DELAYS_MS.length + 1, outcome)
          : await record(delivery.id, attempts, outcome);
        result[kind]++;
      }),
    );
    return result;
  }

  return {
    drain() {
      // One drain at a time per instance; a caller during one waits for it, then drains again.
      const next = (running ?? Promise.resolve()).catch(() => undefined).then(drainOnce);
      running = next;
      return next;
    },
    start(intervalMs = 2_000) {
      if (timer) return;
      timer = setInterval(() => {
        this.drain().catch((error) => log.error({ err: error }, 'webhook delivery failed'));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
