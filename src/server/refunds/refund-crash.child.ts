import { buildApp } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/db.ts';
import { refundOrder } from '../store-admin/orders.service.ts';
import { refundProvidersOf } from './refund-providers.ts';

// The child process of refund-crash.test.ts: an admin's batch of whole-order refunds, three at a
// time, through Stripe (the test's stand-in). The test kills it with SIGKILL mid-way; nothing here
// knows, which is the point.

const env = process.env;
const database = openDatabase({ url: env.CRASH_DATABASE_URL!, poolSize: 5 });
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SITE_URL: 'http://shop.test',
  DATA_DIR: env.CRASH_DATA_DIR!,
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_novatick',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_novatick',
  STRIPE_API_BASE: env.CRASH_STRIPE_URL!,
});
const app = await buildApp(config, { database, logger: false });
await app.ready();
const providers = refundProvidersOf(app);
const deps = { hooks: app.hooks.order, site: { siteName: 'NovaTick', siteUrl: 'http://shop.test' } };
const queue = env.CRASH_ORDER_IDS!.split(',').map(Number);
const adminId = Number(env.CRASH_ADMIN_ID);
process.stdout.write('ready\n');

async function worker() {
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    try {
      await refundOrder(app.db, providers, deps, { id, adminId });
      process.stdout.write(`refunded ${id}\n`);
    } catch (error) {
      process.stdout.write(`error ${id} ${(error as { code?: string }).code ?? String(error)}\n`);
    }
  }
}
await Promise.all([worker(), worker(), worker()]);
process.stdout.write('done\n');
await app.close();
await database.close();
