import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import pino from 'pino';
import { describe, expect, it, onTestFinished } from 'vitest';
import { runSeeders } from '../platform/seed.ts';
import { storeSeeder } from '../store/store.seed.ts';
import { indicators } from '../store/store.schema.ts';
import { createTestApp } from '../testing/test-app.ts';
import { releases } from './releases.schema.ts';
import { releasesSeeder } from './releases.seed.ts';
import { s3ForThisFile, STORAGE_KINDS } from './releases.test-helpers.ts';
import { createFileStorage } from './storage/file-storage.ts';

const s3 = s3ForThisFile();

async function bytesOf(stream: AsyncIterable<Buffer>) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe.each(STORAGE_KINDS)('releases demo seed on %s storage', (kind) => {
  it('publishes the three versions of the history as real .zip releases per seeded indicator, once, stored with their hash and size', async () => {
    const t = await createTestApp(kind === 's3' ? s3.server.env : {});
    onTestFinished(() => t.close());
    const context = { config: t.app.config, log: pino({ level: 'silent' }), notes: [] };
    expect(await runSeeders(t.app.db, [storeSeeder, releasesSeeder], context)).toEqual(['store-demo', 'releases-demo']);
    expect(await runSeeders(t.app.db, [storeSeeder, releasesSeeder], context)).toEqual([]);

    const products = await t.app.db.select().from(indicators).where(eq(indicators.kind, 'indicator'));
    const rows = await t.app.db.select().from(releases);
    expect(rows).toHaveLength(products.length * 3);
    for (const product of products) {
      const versions = rows.filter((r) => r.indicatorId === product.id).map((r) => r.version);
      expect(versions.sort()).toEqual(['3.1.0', '3.1.5', '3.2.0']);
    }

    const storage = createFileStorage(t.app.config);
    expect(storage.kind).toBe(kind);
    const pulse = products.find((p) => p.name === 'Orderflow Pulse')!;
    const row = rows.find((r) => r.version === '3.2.0' && r.indicatorId === pulse.id)!;
    expect(row).toMatchObject({ status: 'published', withdrawn: false, minPlatformVersion: '8.1.2.1' });
    // The notes are the product's part of the shop's history, in every language, on its day.
    expect(row.notes.en).toContain('stacked imbalance zone');
    expect(row.notes.de).toContain('**Neu**');
    expect(Object.keys(row.notes).sort()).toEqual(['de', 'en', 'es', 'fr', 'pt-BR', 'zh']);
    expect(row.publishedAt?.toISOString()).toBe('2026-10-14T12:00:00.000Z');
    const file = await bytesOf(await storage.read(row.storageKey));
    expect(file.length).toBe(row.size);
    expect(createHash('sha256').update(file).digest('hex')).toBe(row.sha256);
    const entries = unzipSync(new Uint8Array(file));
    const name = products.find((p) => p.id === row.indicatorId)!.name;
    expect(strFromU8(entries['README.txt']!)).toContain(`${name} 3.2.0`);
  });
});
