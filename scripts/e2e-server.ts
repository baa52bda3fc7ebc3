/** Starts the built shop for the e2e suite on a fresh embedded database with demo data. */
import { rmSync } from 'node:fs';

const port = process.env.E2E_PORT ?? '3210';
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/novatick-e2e-${port}`;
rmSync(dataDir, { recursive: true, force: true });

Object.assign(process.env, {
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SITE_URL: `http://localhost:${port}`,
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  // Demo data even in production mode (scripts/lighthouse.ts): this database is made for the run.
  SEED: 'always',
  DATABASE_URL: '',
  SMTP_URL: '',
  // Test only: POST /_api/test/clock runs the commission hold job days ahead (commissions spec).
  // Never in production mode (scripts/lighthouse.ts measures the shop as it is deployed).
  E2E_TEST_CLOCK: process.env.NODE_ENV === 'production' ? 'false' : 'true',
  // The operator's spec (admin-operations) sends webhooks to a receiver on 127.0.0.1; never in production.
  WEBHOOK_ALLOW_LOOPBACK: process.env.NODE_ENV === 'production' ? 'false' : 'true',
});

await import('../src/server/main.ts');
