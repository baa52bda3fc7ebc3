import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Db } from './db.ts';
import type { CachedEntry, LoadedBody, PublicCache } from './public-cache.ts';
import { compactUserViewChanges, EVERYONE, userViewVersion } from './user-views.repo.ts';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Rendered pages of one signed-in user (decisions/per-user-page-cache.md): their own pages
 * (`/orders`, `/account`, `/affiliate`, `/cart`) and their views of public pages. An entry is
 * served only while both versions it was rendered under still hold:
 * - the user's view version, read from the database before each view and changed by triggers in
 *   the same transaction as every write to that user's rows (drizzle/0039_user_view_triggers.sql),
 *   so a write committed on any instance is seen on the next view on every instance;
 * - the public pages' version (`pageCache`, shared through Redis), which every catalogue, blog,
 *   release and suggestion write changes; while Redis cannot tell it, nothing is kept.
 * Keyed by user, session (`/account` marks the current session), language, theme and the kept
 * path; bounded in bytes, least recently used out; a short maximum age bounds what time alone
 * changes (signed download links, "2 minutes ago").
 */

export const USER_PAGE_MAX_AGE_MS = 30_000;
/** A user with more change rows than this has them folded into one after the next view. */
const COMPACT_AFTER_ROWS = 32;

export interface UserPageKey {
  key: string;
  /** The path and kept query the page is rendered from. */
  url: string;
  userId: number;
}

/** What a miss hands back to be stored after the render: the versions read before it. */
export interface UserPageTicket {
  key: string;
  version: string;
}

interface UserPageEntry extends CachedEntry {
  version: string;
}

export interface UserPageCacheOptions {
  db: Db;
  pages: PublicCache;
  log: FastifyBaseLogger;
  maxBytes: number;
  maxAgeMs?: number;
  now?: () => number;
}

export class UserPageCache {
  private readonly entries: LRUCache<string, UserPageEntry>;
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  private readonly compacting = new Set<number>();
  /** Views answered from memory and views rendered (ops reads them as a hit ratio). */
  hits = 0;
  misses = 0;

  constructor(private readonly options: UserPageCacheOptions) {
    this.maxAgeMs = options.maxAgeMs ?? USER_PAGE_MAX_AGE_MS;
    this.now = options.now ?? Date.now;
    this.entries = new LRUCache<string, UserPageEntry>({
      maxSize: Math.max(1, options.maxBytes),
      sizeCalculation: (entry) => Math.max(1, entry.bytes + 200),
    });
  }

  /**
   * The kept page for `page`, or a ticket to store its render under the versions read now,
   * before the render (a write committed during the render changes the version, so its result
   * is never served after that write), or neither while the versions cannot be read.
   */
  async lookup(page: UserPageKey): Promise<{ entry: CachedEntry | null; ticket: UserPageTicket | null }> {
    const [pagesVersion, user] = await Promise.all([
      this.options.pages.currentVersion(),
      userViewVersion(this.options.db, page.userId),
    ]);
    if (user.rows > COMPACT_AFTER_ROWS) this.compact(page.userId);
    if (user.everyoneRows > COMPACT_AFTER_ROWS) this.compact(EVERYONE);
    if (pagesVersion === null) {
      this.misses++;
      return { entry: null, ticket: null };
    }
    const version = `${user.version} ${pagesVersion}`;
    const entry = this.entries.get(page.key);
    if (entry && entry.version === version && entry.expiresAt > this.now()) {
      this.hits++;
      return { entry, ticket: null };
    }
    this.misses++;
    return { entry: null, ticket: { key: page.key, version } };
  }

  /** Tags, compresses and keeps one render; answers the entry to send. */
  async store(ticket: UserPageTicket, { body, headers }: LoadedBody): Promise<CachedEntry> {
    const staleAt = await this.options.pages.staleAt();
    const [gzipped, br] = await Promise.all([
      gzipAsync(body),
      // Quality 4 as @fastify/compress: a user's page is read a few times, not thousands.
      brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    ]);
    const entry: UserPageEntry = {
      body,
      gzip: gzipped,
      br,
      etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      headers,
      expiresAt: Math.min(this.now() + this.maxAgeMs, staleAt ?? Infinity),
      bytes: body.length + gzipped.length + br.length,
      version: ticket.version,
    };
    this.entries.set(ticket.key, entry);
    return entry;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }

  /** Folds a user's change rows, once at a time per user on this instance. */
  private compact(userId: number) {
    if (this.compacting.has(userId)) return;
    this.compacting.add(userId);
    compactUserViewChanges(this.options.db, userId)
      .catch((error: unknown) =>
        this.options.log.warn({ err: error, userId }, 'user page cache: could not compact view changes'),
      )
      .finally(() => this.compacting.delete(userId));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Rendered pages of signed-in users (user-page-cache.ts). */
    userPageCache: UserPageCache;
  }
}

export function registerUserPageCache(app: FastifyInstance, options: { maxBytes: number }) {
  app.decorate(
    'userPageCache',
    new UserPageCache({ db: app.db, pages: app.pageCache, log: app.log, maxBytes: options.maxBytes }),
  );
}
