import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PublicCache, pickEncoding } from './public-cache.ts';

// The cache's own rules, on a bare Fastify app: API behaviour is in store/catalogue-cache.test.ts.

const Schema = z.object({ value: z.number() });
let app: FastifyInstance;
let cache: PublicCache;
let current = 1;
let loads = 0;
let gate: Promise<void> | null = null;
/** Called once a load has read `current` and is about to wait at the gate. */
let onLoadStarted: (() => void) | null = null;

beforeAll(async () => {
  app = Fastify();
  cache = new PublicCache({ name: `unit-${process.pid}`, redis: null, log: app.log });
  app.get('/value', async (request, reply) =>
    cache.reply(request, reply, {
      key: 'value',
      schema: Schema,
      load: async () => {
        loads++;
        const seen = current;
        onLoadStarted?.();
        await gate;
        return { value: seen, extra: 'dropped by the schema' };
      },
    }),
  );
  await app.ready();
});
afterAll(() => app.close());

const read = async () => JSON.parse((await app.inject({ method: 'GET', url: '/value' })).body) as { value: number };

describe('PublicCache', () => {
  it('loads once for concurrent misses and serialises through the schema', async () => {
    const before = loads;
    const answers = await Promise.all([read(), read(), read()]);
    expect(answers).toEqual([{ value: 1 }, { value: 1 }, { value: 1 }]);
    expect(loads - before).toBe(1);
    await read();
    expect(loads - before).toBe(1);
  });

  it('never keeps an answer loaded before an invalidation', async () => {
    await cache.invalidate();
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const started = new Promise<void>((resolve) => (onLoadStarted = resolve));
    const slow = read(); // reads value 1, then waits
    await started;
    onLoadStarted = null;
    current = 2;
    await cache.invalidate(); // the write has committed
    gate = null;
    open();
    expect((await slow).value).toBe(1);
    expect((await read()).value).toBe(2);
  });

  it('keeps an answer until its maximum age or the moment it goes stale by itself, by the injected clock', async () => {
    let now = Date.UTC(2030, 0, 1);
    let value = 1;
    let staleAt: number | null = null;
    const timed = new PublicCache({
      name: `timed-${process.pid}`,
      redis: null,
      log: app.log,
      maxAgeMs: 60_000,
      now: () => now,
    });
    const timedApp = Fastify();
    timedApp.get('/timed', async (request, reply) =>
      timed.reply(request, reply, {
        key: 'timed',
        schema: Schema,
        load: async () => ({ value }),
        staleAt: async () => staleAt,
      }),
    );
    const readTimed = async () =>
      (JSON.parse((await timedApp.inject({ method: 'GET', url: '/timed' })).body) as { value: number }).value;
    try {
      expect(await readTimed()).toBe(1);
      value = 2;
      now += 59_999;
      expect(await readTimed()).toBe(1);
      now += 1;
      expect(await readTimed()).toBe(2);

      // A scheduled post going live in 5 s: the answer loaded now lets go then, not a minute later.
      staleAt = now + 5_000;
      await timed.invalidate();
      expect(await readTimed()).toBe(2);
      value = 3;
      now += 4_999;
      expect(await readTimed()).toBe(2);
      now += 1;
      expect(await readTimed()).toBe(3);
    } finally {
      await timedApp.close();
    }
  });

  it('picks brotli, then gzip, honouring q=0', () => {
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('gzip;q=0')).toBe('identity');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('deflate')).toBe('identity');
  });

  it('goes to the loader on every read while Redis is unreachable', async () => {
    const redis = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    redis.on('error', () => {});
    const offline = new PublicCache({ name: 'offline', redis, log: app.log });
    let count = 0;
    const local = Fastify();
    local.get('/', async (request, reply) =>
      offline.reply(request, reply, { key: 'k', schema: Schema, load: async () => ({ value: ++count }) }),
    );
    await local.ready();
    expect(JSON.parse((await local.inject('/')).body)).toEqual({ value: 1 });
    expect(JSON.parse((await local.inject('/')).body)).toEqual({ value: 2 });
    await local.close();
    redis.disconnect();
  });
});
