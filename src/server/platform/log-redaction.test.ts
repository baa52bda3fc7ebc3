import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { users } from '../auth/auth.schema.ts';
import { ApiClient } from '../testing/test-app.ts';
import { createTestDatabase } from '../testing/test-db.ts';
import { loadConfig } from './config.ts';
import type { Database } from './db.ts';
import { TEST_DATA_DIR } from '../testing/test-data-dir.ts';

const EMAIL = 'private.person@example.com';
const SECRET = 'secret-token-hash-4f9a';

let app: App;
let database: Database;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    SITE_URL: 'http://shop.test',
    DATA_DIR: TEST_DATA_DIR,
  });
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp(config, { database, logStream });
  // Two routes that fail in the database with personal data in the query's parameters.
  app.post('/_api/test/duplicate', async () => {
    await app.db.insert(users).values({ email: EMAIL, displayName: 'Private Person', role: 'user' });
    await app.db.insert(users).values({ email: EMAIL, displayName: 'Private Person', role: 'user' });
    return { ok: true };
  });
  app.post('/_api/test/bad-value', async () => {
    await app.db.execute(sql`select ${SECRET}::int`);
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('database errors in the logs', () => {
  it('keep the query text and the error code, never the parameter values', async () => {
    const res = await new ApiClient(app).post('/_api/test/duplicate', {});
    expect(res.status).toBe(500);
    const line = lines.find((l) => l.includes('request failed') && l.includes('23505'));
    expect(line).toBeDefined();
    expect(line).toContain('insert into \\"users\\"');
    expect(line).toContain('users_email_unique');
    expect(line).not.toContain(EMAIL);
    expect(line).not.toContain('Private Person');
    expect(lines.join('\n')).not.toContain(EMAIL);
  });

  it('drop the value a data error quotes in its message', async () => {
    const before = lines.length;
    const res = await new ApiClient(app).post('/_api/test/bad-value', {});
    expect(res.status).toBe(500);
    const logged = lines.slice(before).join('\n');
    expect(logged).toContain('22P02');
    expect(logged).toContain('select $1::int');
    expect(logged).not.toContain(SECRET);
  });
});
