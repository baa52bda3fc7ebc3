import { Cron } from 'croner';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { BackupDto } from '#shared/contracts/backups.ts';
import type { Config } from '../platform/config.ts';
import type { Database } from '../platform/db.ts';
import type { ShopMetrics } from '../metrics/index.ts';
import { appError } from '../error-catalogue.ts';
import { backupStoreFor, DiskBackupStore, type BackupStore } from './backup-store.ts';
import { makeBackup, manifestDto, storedManifests, type BackupManifest, type MakeBackupOptions } from './backup.ts';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

/** One key for the whole shop: whichever instance takes it backs up, the others skip. */
const BACKUP_LOCK = sql`hashtext('backups:run')`;

/**
 * Backups from inside the shop: `POST /_api/admin/backups` (the only way while the shop
 * holds PGlite) and BACKUP_SCHEDULE (croner). On PostgreSQL a run holds a transaction-scoped
 * advisory lock, so two instances never back up at once; a scheduled run also skips when a backup
 * at least as new as its tick is already stored (another instance's).
 */
export class BackupService {
  readonly store: BackupStore;
  private running: BackupDto | null = null;
  private lastFailure: BackupDto | null = null;
  private cron: Cron | null = null;
  private inFlight: Promise<unknown> | null = null;

  constructor(
    private readonly deps: {
      database: Database;
      config: Config;
      log: Logger;
      metrics: ShopMetrics;
      now?: () => Date;
      store?: BackupStore;
    },
  ) {
    this.store = deps.store ?? backupStoreFor(deps.config);
  }

  private backupOptions(): MakeBackupOptions {
    const { database, config, log } = this.deps;
    return {
      database,
      store: this.store,
      keep: config.BACKUP_KEEP,
      workDir: this.store instanceof DiskBackupStore ? this.store.dir : join(tmpdir(), 'novatick-backups'),
      now: this.deps.now,
      onFallback: (error) => log.warn({ err: error }, 'pg_dump failed or is missing: making a logical dump'),
    };
  }

  /** Runs one backup under the lock; null when another instance holds it or already made this tick's. */
  async run(scheduledAt?: Date): Promise<BackupManifest | null> {
    return this.deps.metrics.job('backup', async () => {
      const { database } = this.deps;
      const work = async () => {
        if (scheduledAt) {
          const [newest] = await storedManifests(this.store);
          if (newest && newest.createdAt >= scheduledAt.toISOString()) return null;
        }
        return makeBackup(this.backupOptions());
      };
      // PGlite: one process holds the data folder, so there is no other instance to wait for.
      if (database.driver === 'pglite') return work();
      return database.db.transaction(async (tx) => {
        const { rows } = (await tx.execute(
          sql`select pg_try_advisory_xact_lock(${BACKUP_LOCK}) as locked`,
        )) as unknown as {
          rows: Array<{ locked: boolean }>;
        };
        return rows[0]?.locked ? work() : null;
      });
    });
  }

  /** Starts a backup that runs on after the answer; refuses while one runs on this instance. */
  start(hold: <T>(work: () => Promise<T>) => Promise<T>): BackupDto {
    if (this.running) throw appError('backup_in_progress');
    const createdAt = (this.deps.now ?? (() => new Date()))().toISOString();
    const entry: BackupDto = {
      id: `running-${createdAt}`,
      createdAt,
      size: 0,
      sha256: '',
      location: '',
      status: 'running',
    };
    this.running = entry;
    this.inFlight = hold(() =>
      this.run()
        .then((manifest) => {
          if (!manifest) throw appError('backup_in_progress');
          this.lastFailure = null;
        })
        .catch((error: unknown) => {
          this.deps.log.error({ err: error }, 'backup failed');
          this.lastFailure = { ...entry, status: 'failed', error: String((error as Error).message).slice(0, 300) };
        })
        .finally(() => {
          this.running = null;
          this.inFlight = null;
        }),
    );
    return entry;
  }

  /** Resolves once the backup started here has ended (tests, graceful stop). */
  async settled() {
    await this.inFlight;
  }

  async list(): Promise<BackupDto[]> {
    const stored = (await storedManifests(this.store)).map((m) => manifestDto(this.store, m));
    return [...(this.running ? [this.running] : []), ...(this.lastFailure ? [this.lastFailure] : []), ...stored];
  }

  /** BACKUP_SCHEDULE: a cron expression, in the server's time zone; overlapping ticks are skipped. */
  startSchedule() {
    const expression = this.deps.config.BACKUP_SCHEDULE;
    if (!expression || this.cron) return;
    this.cron = new Cron(expression, { protect: true }, async (self: Cron) => {
      const tick = self.currentRun() ?? new Date();
      try {
        const manifest = await this.run(tick);
        if (manifest) this.deps.log.info({ backup: manifest.id, size: manifest.size }, 'scheduled backup stored');
      } catch (error) {
        this.deps.log.error({ err: error }, 'scheduled backup failed');
      }
    });
  }

  async stop() {
    this.cron?.stop();
    this.cron = null;
    await this.inFlight;
  }
}
