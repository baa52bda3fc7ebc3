import { Redis } from 'ioredis';

/**
 * The Redis the several-instance tests share: TEST_REDIS_URL, or a local one. Each Vitest worker
 * gets a database of its own (Redis has 16), so test files running at once never see each other's
 * cache versions or rate-limit counters.
 */
export const testRedisUrl = workerDatabase(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');

function workerDatabase(url: string): string {
  const parsed = new URL(url);
  if (parsed.pathname.length > 1) return url; // a database chosen by hand
  parsed.pathname = `/${Number(process.env.VITEST_POOL_ID ?? 0) % 16}`;
  return parsed.toString();
}

/** Redis runs here and in CI; elsewhere the several-instance cases are skipped. */
export async function redisReachable(url = testRedisUrl) {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
