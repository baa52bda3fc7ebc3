import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
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

interface Entry {
  json: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  etag: string;
  expiresAt: number;
  bytes: number;
}

export interface PublicCacheOptions {
  /** Shared by every instance: the Redis key `novatick-cache:<name>:version` is bumped on change. */
  name: string;
  redis: Redis | null;
  log: FastifyBaseLogger;
  maxEntries?: number;
  /** Bodies and their compressed forms together. */
  maxBytes?: number;
  maxAgeMs?: number;
  /** The clock entries expire by, in epoch ms (tests pass their own). */
  now?: () => number;
}

export interface CachedAnswer<S extends z.ZodType> {
  /** Names every input that changes the answer (path and parsed query). */
  key: string;
  /** The route's response schema: the body is byte for byte what its serializer would send. */
  schema: S;
  load: () => Promise<z.input<S>>;
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
  private entries = new Map<string, Entry>();
  private loading = new Map<string, Promise<Entry>>();
  private bytes = 0;
  private generation = 0;
  private version: string | null = null;
  private readonly versionKey: string;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(private readonly options: PublicCacheOptions) {
    this.versionKey = `novatick-cache:${options.name}:version`;
    this.maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    this.maxAgeMs = options.maxAgeMs ?? DEFAULT_MAX_AGE_MS;
    this.now = options.now ?? Date.now;
    // Invalidations may have been missed while the connection was down.
    options.redis?.on('ready', () => this.clear());
  }

  /** Replies with the cached answer, or loads it (one load per key at a time). */
  async reply<S extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    answer: CachedAnswer<S>,
  ): Promise<FastifyReply> {
    const entry = await this.get(answer);
    reply.header('content-type', 'application/json; charset=utf-8');
    reply.header('etag', entry.etag);
    reply.header('cache-control', 'no-cache');
    reply.header('vary', 'accept-encoding');
    if (matches(request.headers['if-none-match'], entry.etag)) return reply.status(304).send();
    const encoding = entry.gzip ? pickEncoding(request.headers['accept-encoding']) : 'identity';
    if (encoding === 'identity') return reply.send(entry.json);
    reply.header('content-encoding', encoding);
    return reply.send(encoding === 'br' ? entry.br : entry.gzip);
  }

  /**
   * After a committed write that changes what the cached answers show. The write stands even
   * when Redis cannot be told; other instances then catch up within the maximum age.
   */
  async invalidate(): Promise<void> {
    this.clear();
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
    this.bytes = 0;
    this.loading.clear();
  }

  private async get<S extends z.ZodType>(answer: CachedAnswer<S>): Promise<Entry> {
    const { key } = answer;
    const { redis } = this.options;
    if (redis) {
      const version = await this.sharedVersion(redis);
      if (version === null) return this.load(answer, false);
      if (version !== this.version) {
        this.clear();
        this.version = version;
      }
    }
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) return entry;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const loading = this.load(answer, true).then(
      (loaded) => {
        if (this.loading.get(key) === loading) this.loading.delete(key);
        if (this.generation === generation) this.store(key, loaded);
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

  /** Serialises (and, to keep, compresses) one answer. */
  private async load<S extends z.ZodType>(
    { schema, load, staleAt: until }: CachedAnswer<S>,
    keep: boolean,
  ): Promise<Entry> {
    const staleAt = keep && until ? await until() : null;
    const json = Buffer.from(JSON.stringify(schema.parse(await load())));
    const etag = `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
    const expiresAt = Math.min(this.now() + this.maxAgeMs, staleAt ?? Infinity);
    if (!keep || json.length < COMPRESS_THRESHOLD)
      return { json, gzip: null, br: null, etag, expiresAt, bytes: json.length };
    const [gzipped, br] = await Promise.all([
      gzipAsync(json),
      brotliAsync(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: json.length } }),
    ]);
    return { json, gzip: gzipped, br, etag, expiresAt, bytes: json.length + gzipped.length + br.length };
  }

  private store(key: string, entry: Entry) {
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    // Oldest first out: keys come from query strings, so their number and size must stay bounded.
    while (this.entries.size > this.maxEntries || (this.bytes > this.maxBytes && this.entries.size > 1))
      this.remove(this.entries.keys().next().value!);
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || `W/${t}` === etag;
  });
}

/** br, then gzip, then the plain body, honouring `q=0`. */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!header) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name!.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const wildcard = accepted.get('*') ?? 0;
  for (const encoding of ['br', 'gzip'] as const) {
    if ((accepted.get(encoding) ?? wildcard) > 0) return encoding;
  }
  return 'identity';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared cache of one kind of public answers, by name (`catalogue`, `blog`). */
    publicCache(name: string): PublicCache;
    /** After writes made outside the admin routes (demo data seeded at start). */
    invalidatePublicCaches(): Promise<void>;
  }
}

/** One cache per name for the whole app, so a domain's admin routes reach its public ones. */
export function registerPublicCaches(app: FastifyInstance, options: { redis: Redis | null }) {
  const caches = new Map<string, PublicCache>();
  app.decorate('publicCache', (name: string) => {
    let cache = caches.get(name);
    if (!cache) {
      cache = new PublicCache({ name, redis: options.redis, log: app.log });
      caches.set(name, cache);
    }
    return cache;
  });
  app.decorate('invalidatePublicCaches', async () => {
    for (const cache of caches.values()) await cache.invalidate();
  });
}
