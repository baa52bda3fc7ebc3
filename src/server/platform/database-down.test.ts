import { createServer, connect, type Server, type Socket } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { listAdminOrders, refundOrder } from '#shared/contracts/admin-store.endpoints.ts';
import { listOrders } from '#shared/contracts/store.endpoints.ts';
import { buildApp, type App } from '../app.ts';
import { ApiClient } from '../testing/test-app.ts';
import { TEST_DATA_DIR } from '../testing/test-data-dir.ts';
import { signedInClient } from '../testing/users.ts';
import { loadConfig } from './config.ts';
import { openDatabase, type Database } from './db.ts';

// Point 5: while PostgreSQL is down, database-backed routes answer 503
// `database_unavailable` with Retry-After, never 500. The app reaches PostgreSQL through a TCP
// relay the test cuts (every open connection and every new one refused), then restores.

const serverUrl = process.env.TEST_DATABASE_URL;

/** A TCP relay to PostgreSQL that can be cut: open sockets destroyed, new ones refused. */
async function relay(target: URL) {
  const sockets = new Set<Socket>();
  let cut = false;
  const server: Server = createServer((client) => {
    if (cut) return client.destroy();
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    setCut(value: boolean) {
      cut = value;
      if (value) for (const s of sockets) s.destroy();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

describe.skipIf(!serverUrl)('PostgreSQL down (PostgreSQL only: skipped without TEST_DATABASE_URL)', () => {
  let link: Awaited<ReturnType<typeof relay>>;
  let database: Database;
  let app: App;
  const name = `test_down_${Date.now()}_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    await adminQuery(`create database "${name}"`);
    const direct = new URL(serverUrl!);
    direct.pathname = `/${name}`;
    link = await relay(direct);
    const through = new URL(direct);
    through.hostname = '127.0.0.1';
    through.port = String(link.port);
    database = openDatabase({ url: through.toString(), poolSize: 4 });
    await database.migrate();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SITE_URL: 'http://shop.test',
      DATA_DIR: TEST_DATA_DIR,
    });
    app = await buildApp(config, { database, logger: false });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    link?.setCut(false);
    await app?.close();
    await database?.close();
    await link?.close();
    await adminQuery(`drop database if exists "${name}" with (force)`);
  });

  it('answers 503 database_unavailable with Retry-After, then serves again once it is back', async () => {
    const admin = (await signedInClient(app, 'admin')).client;
    const customer = (await signedInClient(app)).client;
    expect((await admin.call(listAdminOrders, {})).status).toBe(200);

    link.setCut(true);
    for (const res of [
      await admin.call(listAdminOrders, {}),
      await admin.call(refundOrder, { id: 1 }),
      await customer.call(listOrders, undefined),
      await new ApiClient(app).get('/_api/indicators'),
    ]) {
      expect(res.status, JSON.stringify(res.body)).toBe(503);
      expect(res.body).toMatchObject({ code: 'database_unavailable' });
      expect(res.headers['retry-after']).toBe('5');
    }

    link.setCut(false);
    expect((await admin.call(listAdminOrders, {})).status).toBe(200);
  }, 60_000);
});
