import { Redis } from 'ioredis';

/** The Redis the several-instance tests share: TEST_REDIS_URL, or a local one. */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

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
