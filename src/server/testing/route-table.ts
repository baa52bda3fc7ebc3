import type { RouteOptions } from 'fastify';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import type { Database } from '../platform/db.ts';
import { createTestDatabase } from './test-db.ts';
import { TEST_DATA_DIR } from './test-data-dir.ts';

/** One registered route, as the tests that walk the whole API see it. */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema: RouteOptions['schema'];
  config: RouteOptions['config'];
}

export interface RouteTableApp {
  app: App;
  database: Database;
  /** Every route as it is registered (HEAD left out): a new endpoint joins without a line in a test. */
  routes: RegisteredRoute[];
  close(): Promise<void>;
}

/**
 * An app with every optional domain switched on (Stripe, so its webhook is enumerated too) that
 * records its routes, for the tests that probe the whole API (role matrix, hostile input).
 */
export async function createRouteTableApp(env: Record<string, string> = {}): Promise<RouteTableApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SITE_URL: 'http://shop.test',
    DATA_DIR: TEST_DATA_DIR,
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
    ...env,
  });
  const routes: RegisteredRoute[] = [];
  const app = await buildApp(config, {
    database,
    logger: false,
    onRoute: (route) => {
      for (const method of [route.method].flat())
        if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema, config: route.config });
    },
  });
  await app.ready();
  return {
    app,
    database,
    routes,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
