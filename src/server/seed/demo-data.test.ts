import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '#shared/languages.ts';
import { runSeeders } from '../platform/seed.ts';
import { LICENCE_KEY_PATTERN } from '../store/licence-key.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { seedDemoOrders } from './demo-orders.repo.ts';
import { seeders } from './seeders.ts';

// The demo shop (`npm run seed`, and `--orders N`) reads like a real one: each
// product's release notes are its own, and every seeded order has its licence keys at the prices
// the catalogue shows.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await runSeeders(t.app.db, seeders, { config: t.app.config, log: pino({ level: 'silent' }), notes: [] });
  await seedDemoOrders(t.app.db, 60);
}, 120_000);
afterAll(() => t.close());

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('the demo data', () => {
  it('gives each product release notes of its own, in every language', async () => {
    const releases = await rowsOf<{ name: string; version: string; notes: Record<string, string> }>(sql`
      select i.name, r.version, r.notes from releases r join indicators i on i.id = r.indicator_id
      where r.status = 'published' order by r.version, i.name`);
    const versions = [...new Set(releases.map((r) => r.version))];
    expect(versions).toEqual(['3.1.0', '3.1.5', '3.2.0']);
    for (const version of versions) {
      const ofVersion = releases.filter((r) => r.version === version);
      expect(ofVersion.length, version).toBeGreaterThanOrEqual(14);
      for (const language of LANGUAGE_CODES) {
        const texts = ofVersion.map((r) => r.notes[language]);
        for (const text of texts) expect(text, `${version} ${language}`).toBeTruthy();
        // No two products share a text.
        expect(new Set(texts).size, `${version} ${language}`).toBe(texts.length);
      }
    }
    // The three products the home page features keep their part of the shop's history.
    const pulse = releases.find((r) => r.name === 'Orderflow Pulse' && r.version === '3.2.0')!;
    expect(pulse.notes.en).toContain('stacked imbalance zone');
    expect(pulse.notes.en).not.toContain('Composite Days');
  });

  it('has a licence key for every line of every paid order, at the price the catalogue shows', async () => {
    const lines = await rowsOf<{
      order_id: number;
      status: string;
      name: string;
      price_cents: number;
      list_cents: number;
      key: string | null;
      licence_status: string | null;
    }>(sql`
      select o.id as order_id, o.status, oi.name, oi.price_cents, i.price_cents as list_cents,
             l.key, l.status as licence_status
      from orders o
      join order_items oi on oi.order_id = o.id
      join indicators i on i.id = oi.indicator_id
      left join licences l on l.order_item_id = oi.id
      where o.status <> 'cancelled' and oi.renewal_of_licence_id is null`);
    // The demo trader's orders, the affiliates' referred customers and the --orders volume.
    expect(lines.length).toBeGreaterThan(70);
    for (const line of lines) {
      const what = `order ${line.order_id} (${line.status}): ${line.name}`;
      expect(line.key, what).toMatch(LICENCE_KEY_PATTERN);
      expect(line.price_cents, what).toBe(line.list_cents);
      if (line.status === 'refunded') expect(line.licence_status, what).toBe('revoked');
    }
    expect(lines.find((l) => l.name === 'Orderflow Pulse' && l.price_cents !== 9_900)).toBeUndefined();
    const keys = lines.map((l) => l.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
