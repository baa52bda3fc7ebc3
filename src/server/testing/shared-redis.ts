import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import type { Database } from '../platform/db.ts';
import { testRedisUrl } from './redis.ts';
import { TEST_DATA_DIR } from './test-data-dir.ts';

/** An app on `database` with the test configuration and the test Redis, as one of several instances. */
export async function redisInstance(database: Database): Promise<App> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SITE_URL: 'http://shop.test',
    DATA_DIR: TEST_DATA_DIR,
    REDIS_URL: testRedisUrl,
  });
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  return app;
}

/**
 * Starts `count` instances sharing the test Redis before the suite (none when `reachable` is
 * false) and closes them after it; the array fills in `beforeAll`.
 */
export function instancesSharingRedis(reachable: boolean, start: () => Promise<App>, count = 2): App[] {
  const instances: App[] = [];
  beforeAll(async () => {
    if (!reachable) return;
    for (let i = 0; i < count; i++) {
      const app = await start();
      // Until its connection is up an instance reads the database directly; wait, so all cache.
      if (app.redis!.status !== 'ready') await new Promise((resolve) => app.redis!.once('ready', resolve));
      instances.push(app);
    }
  });
  afterAll(async () => {
    for (const app of instances) await app.close();
  });
  return instances;
}
