import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { RELEASE_STATUSES, type ReleaseNotes } from '#shared/contracts/releases.ts';
import { users } from '../auth/auth.schema.ts';
import { indicators } from '../store/store.schema.ts';

/** One version of an indicator's (or the bundle's) file. The file itself is in storage. */
export const releases = pgTable(
  'releases',
  {
    id: serial().primaryKey(),
    indicatorId: integer()
      .notNull()
      .references(() => indicators.id),
    /** Semantic version; unique per product (the unique index settles concurrent uploads). */
    version: text().notNull(),
    /** Markdown per language; English is the fallback. */
    notes: jsonb().$type<ReleaseNotes>().notNull().default({}),
    minPlatformVersion: text().notNull(),
    status: text({ enum: RELEASE_STATUSES }).notNull().default('draft'),
    /** Hidden from libraries and update checks; the row and the file are kept. */
    withdrawn: boolean().notNull().default(false),
    sha256: text().notNull(),
    /** Bytes. */
    size: integer().notNull(),
    /** Where the file is in the storage (`releases/<indicatorId>/<uuid>.zip`). */
    storageKey: text().notNull(),
    /** The uploaded file's name, offered to the customer's browser. */
    fileName: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** First publication; kept when a release goes back to draft. */
    publishedAt: timestamp({ withTimezone: true }),
    withdrawnAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('releases_indicator_version_unique').on(t.indicatorId, t.version),
    uniqueIndex('releases_storage_key_unique').on(t.storageKey),
  ],
);

/** Every download link handed out: who, which version, from where, when. */
export const releaseDownloads = pgTable(
  'release_downloads',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    releaseId: integer()
      .notNull()
      .references(() => releases.id),
    ip: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('release_downloads_release_idx').on(t.releaseId),
    index('release_downloads_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * One row per release whose publication is being (or was) announced to its owners. Written in the
 * transaction that publishes (the primary key makes a second publish, or a concurrent one, a
 * no-op); the outbox worker's job turns it into e-mails in batches, `cursorUserId` marking how far
 * it got, so a batch is queued exactly once even across restarts and instances.
 */
export const releaseAnnouncements = pgTable(
  'release_announcements',
  {
    releaseId: integer()
      .primaryKey()
      .references(() => releases.id, { onDelete: 'cascade' }),
    /** The highest user id already written to (owners are visited in id order). */
    cursorUserId: integer().notNull().default(0),
    /** E-mails queued so far. */
    queued: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set when every owner was reached, or when the release was withdrawn or unpublished first. */
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('release_announcements_open_idx')
      .on(t.createdAt)
      .where(sql`${t.finishedAt} is null`),
  ],
);

/** Owners who switched release e-mails off (one-click unsubscribe or the toggle on /orders); the default is on. */
export const releaseNoticeOptOuts = pgTable('release_notice_opt_outs', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The first client that fetched a signed download link: its later requests
 * (a retry, a Range resume) are served, anyone else's refused, so a copied link is worthless.
 * Keyed on the link's signature; rows are pruned once their link is long expired.
 */
export const downloadLinkClaims = pgTable(
  'download_link_claims',
  {
    signature: text().primaryKey(),
    ip: text().notNull(),
    claimedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('download_link_claims_claimed_idx').on(t.claimedAt)],
);
