/**
 * The configuration every bench script starts the shop with: production mode with the demo data,
 * silent logs, and a fixed APP_SECRET, so a PostgreSQL database benched before (whose licence
 * signing key is encrypted with it) opens again. The licence API's limits are checked on every
 * call but never reached: one bench machine is one address and one key.
 */
export function benchEnv(dataDir: string, overrides: Record<string, string> = {}): Record<string, string | undefined> {
  return {
    ...process.env,
    NODE_ENV: 'production',
    SEED: 'always',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    APP_SECRET: process.env.APP_SECRET ?? 'novatick-bench-only-app-secret-0123456789',
    PORT: '0',
    SITE_URL: 'http://localhost',
    LICENCE_RATE_LIMIT: '100000000',
    LICENCE_KEY_RATE_LIMIT: '100000000',
    ...overrides,
  };
}
