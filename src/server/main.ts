import cluster from 'node:cluster';
import pino from 'pino';
import { buildApp, type App } from './app.ts';
import { createCommissionHoldJob } from './affiliates/commission-hold.job.ts';
import { createInactiveMachineSweeper } from './licences/inactive-machines.job.ts';
import { runPrimary } from './platform/cluster.ts';
import { createRefundReconciler } from './refunds/refund-reconciler.job.ts';
import { createUpdatesReminderJob } from './store/updates-reminders.job.ts';
import { refundProvidersOf } from './refunds/refund-providers.ts';
import { ConfigError, loadConfig, type Config } from './platform/config.ts';
import { DatabaseInUseError } from './platform/db-lock.ts';
import { gracefulStop } from './platform/graceful-stop.ts';
import { runSeeders } from './platform/seed.ts';
import { seeders } from './seed/seeders.ts';

async function main() {
  const config = loadConfig();
  if (config.workers > 1 && cluster.isPrimary) {
    process.exitCode = await runPrimary(config.workers, pino({ level: config.LOG_LEVEL }));
    return;
  }
  await serve(config);
}

/** One server: the whole shop when it runs as one process, or one of its workers. */
async function serve(config: Config) {
  const app = await buildApp(config, { pages: true });

  const notes: string[] = [];
  const ran = await runSeeders(app.db, seeders, { config, log: app.log, notes });
  if (ran.length) {
    app.log.info({ seeders: ran }, 'demo data seeded');
    // Other instances may have cached the empty catalogue meanwhile.
    await app.invalidatePublicCaches();
  }

  app.outbox.start();
  app.webhookWorker.start();
  // Heartbeats: frees machines not seen for LICENCE_INACTIVE_DAYS, hourly, one instance at a time.
  const inactiveMachines = createInactiveMachineSweeper({
    db: app.db,
    days: config.LICENCE_INACTIVE_DAYS,
    log: app.log,
    metrics: app.metrics,
  });
  inactiveMachines.start();
  // Commission hold: approves commissions older than AFFILIATE_HOLD_DAYS, hourly, one instance at a time.
  const commissionHold = createCommissionHoldJob({
    db: app.db,
    holdDays: config.AFFILIATE_HOLD_DAYS,
    log: app.log,
    metrics: app.metrics,
  });
  commissionHold.start();
  // Refunds that finish by themselves: now (a crash may have left work) and every minute.
  const refundReconciler = createRefundReconciler({
    db: app.db,
    providers: refundProvidersOf(app),
    refundDeps: { hooks: app.hooks.order, site: { siteName: config.SITE_NAME, siteUrl: config.siteUrl } },
    log: app.log,
    // The dashboard and order pages show the refunds it finished at once, not after the cache's minute.
    onChanged: () => app.adminCache.invalidate(),
    metrics: app.metrics,
  });
  refundReconciler.start();
  // Updates reminders: 30 and 7 days before a licence's updates end and on the day, hourly, once each.
  const updatesReminders = createUpdatesReminderJob({
    db: app.db,
    config,
    log: app.log,
    now: () => app.clock(),
    metrics: app.metrics,
  });
  updatesReminders.start();
  // Backups: BACKUP_SCHEDULE, one instance at a time.
  app.backups.startSchedule();
  const stop = gracefulStop(app);
  await app.listen({ port: config.PORT, host: config.HOST });

  // Several workers print the banner once, from the first one.
  if (!cluster.worker || cluster.worker.id === 1) printBanner(config, app, notes);
  installShutdown(app, stop, [
    inactiveMachines,
    commissionHold,
    refundReconciler,
    updatesReminders,
    app.webhookWorker,
    app.backups,
  ]);
}

function printBanner(config: Config, app: App, notes: string[]) {
  const lines = [
    `\n  ${config.SITE_NAME} is running at ${config.siteUrl}`,
    `  database: ${app.database.driver}${app.database.driver === 'pglite' ? ` (${config.DATA_DIR}/pglite)` : ''}`,
    `  e-mail: ${config.SMTP_URL ? 'SMTP' : `.eml files in ${config.mailDir}`}`,
    ...(config.workers > 1 ? [`  server processes: ${config.workers} (WEB_CONCURRENCY)`] : []),
    ...notes.map((n) => `  ${n}`),
    '',
  ];
  console.log(lines.join('\n'));
}

/** How long requests in flight may take to finish once the server stops (under the 15 s limit). */
const REQUEST_GRACE_MS = 10_000;

/** Graceful shutdown: stop accepting, let requests finish, flush the outbox batch in flight. */
function installShutdown(app: App, stop: (graceMs: number) => Promise<void>, jobs: Array<{ stop(): Promise<void> }>) {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    try {
      for (const job of jobs) await job.stop();
      await app.outbox.stop();
      await stop(REQUEST_GRACE_MS);
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof DatabaseInUseError ? error.message : error);
  process.exit(1);
});
