import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { createTestDatabase } from '../testing/test-db.ts';
import { ApiClient } from '../testing/test-app.ts';
import { loadConfig } from './config.ts';
import type { Database } from './db.ts';
import { TEST_DATA_DIR } from '../testing/test-data-dir.ts';

/** Nothing listens here: the shared Redis is never stopped to simulate an outage. */
const UNREACHABLE_REDIS = 'redis://127.0.0.1:6390';

let app: App;
let database: Database;
const lines: Array<Record<string, unknown>> = [];
const sent: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    SITE_URL: 'http://shop.test',
    DATA_DIR: TEST_DATA_DIR,
    REDIS_URL: UNREACHABLE_REDIS,
    AUTH_RATE_LIMIT: '3',
    LICENCE_RATE_LIMIT: '3',
  });
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  app = await buildApp(config, { database, logStream });
  await app.ready();
  // Every command a request hands to the Redis client: none may be sent (and so none awaited)
  // while the connection is down, or the answer would wait for the command's timeout.
  const redis = app.redis!;
  const send = redis.sendCommand.bind(redis);
  redis.sendCommand = ((command: Parameters<typeof send>[0], ...rest: unknown[]) => {
    sent.push(command.name);
    return (send as (...args: unknown[]) => ReturnType<typeof send>)(command, ...rest);
  }) as typeof send;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** The answer, and the Redis commands the request tried to send on its way (none, while Redis is down). */
async function withoutRedis<T>(call: () => Promise<T>) {
  sent.length = 0;
  const result = await call();
  return { result, commands: [...sent] };
}

describe('while Redis is unreachable', () => {
  it('signs in and checks licences at once, with the limits counted in process', async () => {
    const api = new ApiClient(app, '10.9.0.1');
    for (let i = 0; i < 3; i++) {
      const { result, commands } = await withoutRedis(() =>
        api.post('/_api/auth/login_with_password', { email: `nobody${i}@example.com`, password: 'wrong password' }),
      );
      expect(result.status).toBe(401);
      expect(commands).toEqual([]);
    }
    expect(
      (await api.post('/_api/auth/login_with_password', { email: 'nobody@example.com', password: 'wrong password' }))
        .status,
    ).toBe(429);

    const licenceClient = new ApiClient(app, '10.9.0.2');
    for (let i = 0; i < 3; i++) {
      const { result, commands } = await withoutRedis(() =>
        licenceClient.post('/_api/licences/validate', { key: 'NOVA-0000-0000-0000', machineId: 'pc-1' }),
      );
      expect(result.status).toBeLessThan(500);
      expect(result.status).not.toBe(429);
      expect(commands).toEqual([]);
    }
    expect(
      (await licenceClient.post('/_api/licences/validate', { key: 'NOVA-0000-0000-0000', machineId: 'pc-1' })).status,
    ).toBe(429);
  });

  it('serves the public catalogue from the database', async () => {
    const { result, commands } = await withoutRedis(() => new ApiClient(app).get('/_api/indicators'));
    expect(result.status).toBe(200);
    expect(commands).toEqual([]);
  });

  it('reports Redis as degraded in /readyz, still ready', async () => {
    const ready = await new ApiClient(app).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'degraded', redis: 'degraded' });
  });

  it('logs the outage once, not once per request or reconnect', () => {
    const outage = lines.filter((l) => typeof l.msg === 'string' && l.msg.startsWith('redis unreachable'));
    expect(outage).toHaveLength(1);
    expect(outage[0]!.level).toBe(40);
  });
});

describe('while Redis answers', () => {
  it('shares the counters between instances and reports Redis ok', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SITE_URL: 'http://shop.test',
      DATA_DIR: TEST_DATA_DIR,
      REDIS_URL: 'redis://127.0.0.1:6379',
      LICENCE_RATE_LIMIT: '2',
    });
    const instances = [
      await buildApp(config, { database, logger: false }),
      await buildApp(config, { database, logger: false }),
    ];
    try {
      for (const instance of instances) {
        await instance.ready();
        if (instance.redis!.status !== 'ready') await new Promise((resolve) => instance.redis!.once('ready', resolve));
      }
      expect((await new ApiClient(instances[0]!).get('/readyz')).body).toMatchObject({ status: 'ok', redis: 'ok' });
      // A fresh address per run: the counters live in the shared Redis for a minute.
      const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const statuses = [];
      for (const instance of [...instances, instances[0]!])
        statuses.push(
          (
            await new ApiClient(instance, ip).post('/_api/licences/validate', {
              key: 'NOVA-0000-0000-0000',
              machineId: 'pc-1',
            })
          ).status,
        );
      expect(statuses[2]).toBe(429);
      expect(statuses.slice(0, 2)).not.toContain(429);
    } finally {
      for (const instance of instances) await instance.close();
    }
  });
});
