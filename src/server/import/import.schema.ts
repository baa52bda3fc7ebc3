import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ImportCounts, ImportRefusal } from '#shared/contracts/import.constants.ts';
import { IMPORT_SOURCES, IMPORT_STATUSES } from '#shared/contracts/import.constants.ts';
import { users } from '../auth/auth.schema.ts';

/**
 * One run of "Bring your customers": the uploaded file waits on disk (`file_path`)
 * until the run is over, and the counts are written with each batch in that batch's transaction,
 * so after a crash they say exactly what is in the database and a resume starts after
 * `committed_line`. At most one run is `running` (unique index): a second start is 409.
 */
export const importRuns = pgTable(
  'import_runs',
  {
    id: text().primaryKey(),
    source: text({ enum: IMPORT_SOURCES }).notNull(),
    status: text({ enum: IMPORT_STATUSES }).notNull(),
    fileName: text().notNull(),
    filePath: text(),
    fileBytes: bigint({ mode: 'number' }).notNull(),
    /** The admin's choices: invitation e-mails, and the indicator for rows that name none. */
    invite: text({ enum: ['yes', 'no'] })
      .notNull()
      .default('no'),
    defaultProductId: integer(),
    /** Rows read and the last file line whose batch is committed. */
    rows: integer().notNull().default(0),
    committedLine: integer().notNull().default(0),
    bytesRead: bigint({ mode: 'number' }).notNull().default(0),
    created: jsonb().$type<ImportCounts>().notNull(),
    updated: jsonb().$type<ImportCounts>().notNull(),
    skipped: integer().notNull().default(0),
    refusedCount: integer().notNull().default(0),
    /** The first refusals (IMPORT_REFUSALS_KEPT), for the report and its CSV. */
    refused: jsonb().$type<ImportRefusal[]>().notNull(),
    error: text(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Written with every batch: a `running` run whose heartbeat stopped lost its process, and counts as failed. */
    heartbeatAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('import_runs_one_running')
      .on(sql`(${t.status} = 'running')`)
      .where(sql`${t.status} = 'running'`),
    index('import_runs_created_idx').on(t.createdAt),
  ],
);

/**
 * What a run created, so a failed run can be rolled back from the admin page: the orders (their
 * lines, licences and machines go with them) and the customers it made.
 */
export const importCreated = pgTable(
  'import_created',
  {
    importId: text()
      .notNull()
      .references(() => importRuns.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['customer', 'order', 'licence', 'machine'] }).notNull(),
    entityId: integer().notNull(),
  },
  (t) => [index('import_created_import_idx').on(t.importId, t.kind)],
);
