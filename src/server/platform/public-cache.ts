import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { z } from 'zod';
import { redisAvailable, reportRedisFailure } from './redis.ts';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Same threshold as @fastify/compress: smaller bodies go out as they are. */
const COMPRESS_THRESHOLD = 1024;
const DEFAULT_MAX_ENTRIES = 500;
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
/** A safety net for writes that bypass the app (SQL by hand, `npm run seed` while it runs). */
const DEFAULT_MAX_AGE_MS = 60_000;

/** One kept answer: the body as sent, its compressed forms, and the headers it goes out with. */
export interface CachedEntry {
  body: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  etag: string;
  /** Content-Type and whatever else belongs to the answer (a page's CSP). */
  headers: Record<string, string>;
  expiresAt: number;
  bytes: number;
}

/** What a load hands to the cache: the body and the headers it goes out with. */
export interface LoadedBody {
  body: Buffer;
  headers: Record<string, string>;
}

type Entry = CachedEntry;
const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' };

export interface PublicCacheOptions {
  /** Shared by every instance: the Redis key `novatick-cache:<name>:version` is bumped on change. */
  name: string;
  redis: Redis | null;
  log: FastifyBaseLogger;
  maxEntries?: number;
  /** Bodies and their compressed forms together. */
  maxBytes?: number;
  maxAgeMs?: number;
  /**
   * Brotli quality of kept bodies: 9 by default (asked many times, compressed once); lower where
   * most answers are asked once (search as you type), since quality 9 costs ~30× the CPU of 4.
   */
  brotliQuality?: number;
  /** The clock entries expire by, in epoch ms (tests pass their own). */
  now?: () => number;
  /** Caches emptied with this one: the rendered pages show what the API answers hold. */
  dependents?: PublicCache[];
}

export interface CachedAnswer<S extends z.ZodType> {
  /** Names every input that changes the answer (path and parsed query). */
  key: string;
  /** The route's response schema: the body is byte for byte what its serializer would send. */
  schema: S;
  load: () => Promise<z.input<S>>;
  /** Headers beside the JSON content type (an admin answer's `cache-control: private, no-cache`). */
  headers?: Record<string, string>;
  /**
   * When the answer goes stale by itself (a scheduled blog post going live), as epoch ms, or
   * null; asked before the load.
   */
  staleAt?: () => Promise<number | null>;
}

/**
 * Read-through cache of public GET answers that are the same for every visitor (catalogue, blog),
 * kept as the serialised body with its gzip and brotli forms and an ETag (DESIGN "Performance
 * rules"). Writers call `invalidate()` after their transaction commits.
 *
 * One instance: a generation counter, so a load that started before an invalidation never
 * stores its (possibly old) answer. Several instances (Redis): every read first reads the
 * version key (one GET, pipelined), and `invalidate()` increments it, so the next read on any
 * instance after the write has answered sees the change — no window as with pub/sub. Without a
 * ready Redis connection reads go straight to the database.
 */
export class PublicCache {
  /**
   * Least recently used out first, bounded by count and by bytes (body and compressed forms):
   * keys come from query strings, so their number and size must stay bounded. Expiry stays this
   * class's own (`expiresAt`, on the injected clock).
   */
  private readonly entries: LRUCache<string, Entry>;
  private loading = new Map<string, Promise<Entry | null>>();
  private generation = 0;
  private version: string | null = null;
  private readonly versionKey: string;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  private readonly staleSources: Array<() => Promise<number | null>> = [];
  private readonly invalidationListeners: Array<() => Promise<void>> = [];
  /** Lookups answered from memory (or by a load already in flight) and lookups that loaded (metrics). */
  hits = 0;
  misses = 0;

  constructor(private readonly options: PublicCacheOptions) {
    this.versionKey = `novatick-cache:${options.name}:version`;
    this.maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    this.maxAgeMs = options.maxAgeMs ?? DEFAULT_MAX_AGE_MS;
    this.now = options.now ?? Date.now;
    this.entries = new LRUCache<string, Entry>({
      max: this.maxEntries,
      maxSize: this.maxBytes,
      sizeCalculation: (entry) => Math.max(1, entry.bytes),
    });
    // Invalidations may have been missed while the connection was down.
    options.redis?.on('ready', () => this.clear());
  }

  /** Replies with the cached answer, or loads it (one load per key at a time). */
  async reply<S extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    answer: CachedAnswer<S>,
  ): Promise<FastifyReply> {
    const entry = (await this.get(answer.key, (keep) => this.loadJson(answer, keep)))!;
    return this.send(request, reply, entry);
  }

  /**
   * The kept answer for `key`, or the one `load` gives (one load per key at a time). `load`
   * answers null for what must not be kept (a page that sets a cookie): then this answers null,
   * to the caller and to everyone who waited on the same load, and each handles it alone.
   */
  async fetch(key: string, load: () => Promise<LoadedBody | null>): Promise<CachedEntry | null> {
    return this.get(key, async (keep) => {
      const staleAt = keep ? await this.staleAt() : null;
      const loaded = await load();
      return loaded && this.entry(loaded, keep, staleAt);
    });
  }

  /** Sends an entry: 304 for a known ETag, else the body in the best encoding the client takes. */
  send(request: FastifyRequest, reply: FastifyReply, entry: CachedEntry): FastifyReply {
    reply.headers(entry.headers);
    reply.header('etag', entry.etag);
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    if (matches(request.headers['if-none-match'], entry.etag)) return reply.status(304).send();
    const encoding = entry.gzip ? pickEncoding(request.headers['accept-encoding']) : 'identity';
    if (encoding === 'identity') return reply.send(entry.body);
    reply.header('content-encoding', encoding);
    return reply.send(encoding === 'br' ? entry.br : entry.gzip);
  }

  /** What is kept now (tests, and the bound's proof). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }

  /** Also asked before each load: when this cache's answers go stale by themselves (epoch ms or null). */
  staleWhen(source: () => Promise<number | null>) {
    this.staleSources.push(source);
  }

  /** Called (and awaited) on every `invalidate()` of this instance: public content changed. */
  onInvalidate(listener: () => Promise<void>) {
    this.invalidationListeners.push(listener);
  }

  /**
   * After a committed write that changes what the cached answers show. The write stands even
   * when Redis cannot be told; other instances then catch up within the maximum age.
   */
  async invalidate(): Promise<void> {
    const dependents = this.options.dependents ?? [];
    this.clear();
    // Derived data kept elsewhere (the search index) follows the same writes.
    for (const listener of this.invalidationListeners) await listener();
    for (const dependent of dependents) dependent.clear();
    await this.publish();
    // Published after this cache's own version: an instance that sees a dependent's (a page's)
    // change and renders again already reads the new answers.
    for (const dependent of dependents) await dependent.invalidate();
  }

  /**
   * Changes whenever this cache is emptied, here or (through Redis) on any instance; null while
   * Redis cannot tell. Rendered pages kept elsewhere (per user) are kept under it.
   */
  async currentVersion(): Promise<string | null> {
    const { redis } = this.options;
    const version = redis ? await this.sharedVersion(redis) : '';
    if (version === null) return null;
    if (redis && version !== this.version) {
      this.clear();
      this.version = version;
    }
    return `${version}:${this.generation}`;
  }

  private async publish() {
    const { redis, log, name } = this.options;
    // While Redis is away (logged once) other instances catch up within the maximum age.
    if (!redis || !redisAvailable(redis)) return;
    try {
      this.version = String(await redis.incr(this.versionKey));
    } catch (error) {
      reportRedisFailure(redis, error);
      log.warn({ err: error, cache: name }, 'public cache: could not publish an invalidation');
    }
  }

  private clear() {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }

  private async get(key: string, load: (keep: boolean) => Promise<Entry | null>): Promise<Entry | null> {
    const { redis } = this.options;
    if (redis) {
      const version = await this.sharedVersion(redis);
      if (version === null) {
        this.misses++;
        return load(false);
      }
      if (version !== this.version) {
        this.clear();
        this.version = version;
      }
    }
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) {
      this.hits++;
      return entry;
    }
    const pending = this.loading.get(key);
    if (pending) {
      this.hits++;
      return pending;
    }
    this.misses++;
    const generation = this.generation;
    const loading = load(true).then(
      (loaded) => {
        if (this.loading.get(key) === loading) this.loading.delete(key);
        if (loaded && this.generation === generation) this.entries.set(key, loaded);
        return loaded;
      },
      (error: unknown) => {
        if (this.loading.get(key) === loading) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, loading);
    return loading;
  }

  /** The version key, or null while Redis cannot tell it (then nothing is cached or served from memory). */
  private async sharedVersion(redis: Redis): Promise<string | null> {
    if (!redisAvailable(redis)) return null;
    try {
      return (await redis.get(this.versionKey)) ?? '0';
    } catch (error) {
      reportRedisFailure(redis, error);
      return null;
    }
  }

  /** The earliest moment a source names, or null (also asked by the per-user page cache). */
  async staleAt(extra?: () => Promise<number | null>): Promise<number | null> {
    const sources = extra ? [...this.staleSources, extra] : this.staleSources;
    const moments = (await Promise.all(sources.map((source) => source()))).filter((m) => m !== null);
    return moments.length ? Math.min(...moments) : null;
  }

  /** Serialises one JSON answer through its schema. */
  private async loadJson<S extends z.ZodType>({ schema, load, staleAt, headers }: CachedAnswer<S>, keep: boolean) {
    const until = keep ? await this.staleAt(staleAt) : null;
    const body = Buffer.from(JSON.stringify(schema.parse(await load())));
    return this.entry({ body, headers: headers ? { ...JSON_HEADERS, ...headers } : JSON_HEADERS }, keep, until);
  }

  /** Tags (and, to keep, compresses) one body. */
  private async entry({ body, headers }: LoadedBody, keep: boolean, staleAt: number | null): Promise<Entry> {
    const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const expiresAt = Math.min(this.now() + this.maxAgeMs, staleAt ?? Infinity);
    if (!keep || body.length < COMPRESS_THRESHOLD)
      return { body, gzip: null, br: null, etag, headers, expiresAt, bytes: body.length };
    const [gzipped, br] = await Promise.all([
      gzipAsync(body),
      brotliAsync(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: this.options.brotliQuality ?? 9,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    ]);
    return { body, gzip: gzipped, br, etag, headers, expiresAt, bytes: body.length + gzipped.length + br.length };
  }
}

function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || `W/${t}` === etag;
  });
}

const ENCODINGS: Array<'br' | 'gzip'> = ['br', 'gzip'];

/** The client's best of br and gzip (br first at equal weight, `q=0` refused), else the plain body. */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | 'identity' {
  return (header ? negotiate(header, ENCODINGS) : null) ?? 'identity';
}
