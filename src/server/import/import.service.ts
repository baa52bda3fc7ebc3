import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import {
  IMPORT_MESSAGES,
  zeroCounts,
  type ImportCounts,
  type ImportSource,
} from '#shared/contracts/import.constants.ts';
import type { ImportReport, ImportRun } from '#shared/contracts/import.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import { streamBatches, keepRefusals } from './import-runner.ts';
import { applyPlan, loadCatalogue, lookups, rollbackCreated } from './import.repo.ts';
import { importRuns } from './import.schema.ts';
import { inviteCustomers } from './invitation-mail.ts';
import { learn, planBatch } from './planner.ts';

/**
 * Awaited before each batch of a real run. Tests put a latch here to hold a run in the middle
 * (two imports at once, progress); the app leaves it as it is.
 */
export const importJobHooks: { beforeBatch: () => Promise<void> } = { beforeBatch: async () => {} };

/** A running run whose last batch is older than this lost its process (a crash, a deploy): it counts as failed. */
export const IMPORT_STALE_MS = 2 * 60 * 1000;

const add = (a: ImportCounts, b: ImportCounts): ImportCounts => ({
  customers: a.customers + b.customers,
  orders: a.orders + b.orders,
  licences: a.licences + b.licences,
  machines: a.machines + b.machines,
});

const notFound = () => appError('import_not_found');
const running = () => appError('import_running');

export interface RunOptions {
  source: ImportSource;
  fileName: string;
  path: string;
  bytes: number;
  invite: boolean;
  defaultProductId: number | null;
  adminId: number;
}

/** Checks the run's indicator for rows without a product. */
export async function checkDefaultProduct(db: Db, productId: number | null): Promise<void> {
  if (productId === null) return;
  const catalogue = await loadCatalogue(db, productId);
  if (!catalogue.fallback) throw appError('indicator_not_found', { message: IMPORT_MESSAGES.productNotFound });
}

/** The dry run: the whole file planned against the database, nothing written. */
export async function dryRun(
  db: Db,
  options: Pick<RunOptions, 'source' | 'path' | 'defaultProductId'>,
): Promise<ImportReport> {
  const catalogue = await loadCatalogue(db, options.defaultProductId);
  const report: ImportReport = {
    rows: 0,
    create: zeroCounts(),
    update: zeroCounts(),
    skip: 0,
    refused: [],
    refusedCount: 0,
  };
  await streamBatches({
    source: options.source,
    path: options.path,
    onBatch: async (batch, state) => {
      await learn(state, batch.rows, lookups(db));
      const plan = planBatch(state, batch.rows, catalogue);
      const refused = [...batch.refused, ...plan.refused];
      report.rows = batch.rowsRead;
      report.create = add(report.create, plan.create);
      report.update = add(report.update, plan.update);
      report.skip += plan.skip;
      report.refusedCount += refused.length;
      report.refused = keepRefusals(report.refused, refused);
    },
  });
  return report;
}

/** Marks runs whose process is gone as failed, so they can be resumed and no longer block a start. */
async function failStaleRuns(db: Db): Promise<void> {
  await db
    .update(importRuns)
    .set({ status: 'failed', error: 'The server stopped during the run. Resume it to go on.' })
    .where(and(eq(importRuns.status, 'running'), lt(importRuns.heartbeatAt, new Date(Date.now() - IMPORT_STALE_MS))));
}

/** Records a new running run; 409 `import_running` while another runs (the unique index decides races). */
export async function createRun(db: Db, options: RunOptions): Promise<string> {
  await failStaleRuns(db);
  const id = randomUUID();
  const rows = await db
    .insert(importRuns)
    .values({
      id,
      source: options.source,
      status: 'running',
      fileName: options.fileName.slice(0, 200),
      filePath: options.path,
      fileBytes: options.bytes,
      invite: options.invite ? 'yes' : 'no',
      defaultProductId: options.defaultProductId,
      created: zeroCounts(),
      updated: zeroCounts(),
      refused: [],
      createdBy: options.adminId,
    })
    .onConflictDoNothing()
    .returning({ id: importRuns.id });
  if (rows.length === 0) throw running();
  return id;
}

/**
 * The real run, as a job: batch after batch, each planned and written in one transaction with
 * the run's counts and `committed_line`, so a failure leaves whole batches and a resume goes on
 * after the last one. `shouldStop` is asked between batches (the app is closing).
 */
export async function executeRun(
  deps: { db: Db; config: Pick<Config, 'siteUrl' | 'SITE_NAME'>; log: FastifyBaseLogger; shouldStop: () => boolean },
  id: string,
): Promise<void> {
  const { db } = deps;
  const [run] = await db.select().from(importRuns).where(eq(importRuns.id, id));
  if (!run?.filePath) return;
  try {
    const catalogue = await loadCatalogue(db, run.defaultProductId);
    await streamBatches({
      source: run.source,
      path: run.filePath,
      afterLine: run.committedLine,
      onBatch: async (batch, state) => {
        await importJobHooks.beforeBatch();
        if (deps.shouldStop()) throw new Error('The server stopped during the run. Resume it to go on.');
        await db.transaction(async (tx) => {
          await learn(state, batch.rows, lookups(tx));
          const plan = planBatch(state, batch.rows, catalogue);
          const customers = await applyPlan(tx, id, plan);
          if (run.invite === 'yes') {
            const planned = new Map(plan.customers.map((c) => [c.email, c]));
            await inviteCustomers(
              tx,
              deps.config,
              customers.map((c) => ({
                ...c,
                displayName: planned.get(c.email)!.name,
                language: planned.get(c.email)!.language,
              })),
            );
          }
          const refused = [...batch.refused, ...plan.refused];
          const [current] = await tx.select().from(importRuns).where(eq(importRuns.id, id)).for('update');
          await tx
            .update(importRuns)
            .set({
              rows: batch.rowsRead,
              committedLine: batch.lastLine,
              bytesRead: batch.bytesRead,
              created: add(current!.created, plan.create),
              updated: add(current!.updated, plan.update),
              skipped: current!.skipped + plan.skip,
              refusedCount: current!.refusedCount + refused.length,
              refused: keepRefusals(current!.refused, refused),
              heartbeatAt: new Date(),
            })
            .where(eq(importRuns.id, id));
        });
      },
    });
    await db
      .update(importRuns)
      .set({ status: 'finished', finishedAt: new Date(), bytesRead: run.fileBytes, filePath: null, error: null })
      .where(eq(importRuns.id, id));
    await rm(run.filePath, { force: true });
  } catch (error) {
    deps.log.error({ err: error, importId: id }, 'import run failed');
    const message = error instanceof Error ? error.message.slice(0, 500) : 'The import failed.';
    await db.update(importRuns).set({ status: 'failed', error: message }).where(eq(importRuns.id, id));
  }
}

/** A failed run goes on after its last committed batch. */
export async function markResumed(db: Db, id: string): Promise<void> {
  await failStaleRuns(db);
  const [run] = await db.select().from(importRuns).where(eq(importRuns.id, id));
  if (!run) throw notFound();
  if (run.status !== 'failed' || !run.filePath) throw appError('import_not_resumable');
  const rows = await db
    .update(importRuns)
    .set({ status: 'running', error: null, heartbeatAt: new Date() })
    .where(
      and(
        eq(importRuns.id, id),
        eq(importRuns.status, 'failed'),
        sql`not exists (select 1 from import_runs r where r.status = 'running')`,
      ),
    )
    .returning({ id: importRuns.id })
    .catch((error: unknown) => {
      // Another run started between the check and the update: the unique index refused this one.
      if (
        JSON.stringify(error).includes('import_runs_one_running') ||
        String(error).includes('import_runs_one_running')
      )
        return [];
      throw error;
    });
  if (rows.length === 0) throw running();
}

/** A failed run's creations removed, in one transaction; its file is deleted. */
export async function rollbackRun(db: Db, id: string): Promise<void> {
  await failStaleRuns(db);
  const filePath = await db.transaction(async (tx) => {
    const [run] = await tx.select().from(importRuns).where(eq(importRuns.id, id)).for('update');
    if (!run) throw notFound();
    if (run.status !== 'failed') throw appError('import_not_resumable');
    await rollbackCreated(tx, id);
    await tx
      .update(importRuns)
      .set({ status: 'rolled_back', filePath: null, finishedAt: new Date() })
      .where(eq(importRuns.id, id));
    return run.filePath;
  });
  if (filePath) await rm(filePath, { force: true });
}

export async function getRun(db: Db, id: string | undefined): Promise<ImportRun | null> {
  await failStaleRuns(db);
  const query = db.select().from(importRuns);
  const [run] = await (id ? query.where(eq(importRuns.id, id)) : query.orderBy(desc(importRuns.createdAt)).limit(1));
  if (!run) {
    if (id) throw notFound();
    return null;
  }
  return {
    id: run.id,
    source: run.source,
    status: run.status,
    fileName: run.fileName,
    invite: run.invite === 'yes',
    bytesRead: run.bytesRead,
    bytes: run.fileBytes,
    rows: run.rows,
    created: run.created,
    updated: run.updated,
    skipped: run.skipped,
    refused: run.refused,
    refusedCount: run.refusedCount,
    error: run.error,
    createdAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}
