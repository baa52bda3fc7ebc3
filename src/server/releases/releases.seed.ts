import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Seeder } from '../platform/seed.ts';
import { SEED_PRODUCTS } from '../store/index.ts';
import { indicators } from '../store/store.schema.ts';
import { demoReleaseZip } from './demo/demo-release-file.ts';
import { RELEASE_HISTORY, releaseNotesOf } from './demo/release-history.ts';
import * as repo from './releases.repo.ts';
import { createFileStorage } from './storage/file-storage.ts';

/** The minimum platform version the docs name (NinjaTrader 8.1). */
const MIN_PLATFORM = '8.1.2.1';

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * Demo releases: every seeded indicator gets versions 3.1.0, 3.1.5 and 3.2.0 on the
 * days of the shop's history, so /changelog shows it, each with notes of its own (not the same
 * text for every product): its own changes and those every indicator got (demo/release-history.ts). Each is a small real `.zip` file (demo/README.txt zipped by
 * `demoReleaseZip`), put through the file storage like an upload. Versions that exist already
 * (an admin's upload) are left alone; the files are deterministic, so a re-run writes the same
 * bytes under the same keys.
 */
export const releasesSeeder: Seeder = {
  name: 'releases-demo',
  async run(tx, { config }) {
    const storage = createFileStorage(config);
    const products = await tx
      .select({ id: indicators.id, name: indicators.name })
      .from(indicators)
      .where(
        and(
          inArray(
            indicators.name,
            SEED_PRODUCTS.filter((p) => (p.kind ?? 'indicator') === 'indicator').map((p) => p.name),
          ),
          eq(indicators.kind, 'indicator'),
          isNull(indicators.deletedAt),
        ),
      );
    for (const product of products) {
      for (const release of RELEASE_HISTORY) {
        if (await repo.versionExists(tx, product.id, release.version)) continue;
        const file = demoReleaseZip({ name: product.name, version: release.version, platform: MIN_PLATFORM });
        const storageKey = `releases/${product.id}/demo-${release.version}.zip`;
        await storage.put(storageKey, Readable.from([file]), file.length);
        const publishedAt = new Date(release.publishedAt);
        await repo.insertRelease(tx, {
          indicatorId: product.id,
          version: release.version,
          notes: releaseNotesOf(product.name, release.version),
          minPlatformVersion: MIN_PLATFORM,
          status: 'published',
          sha256: createHash('sha256').update(file).digest('hex'),
          size: file.length,
          storageKey,
          fileName: `${slug(product.name)}-${release.version}.zip`,
          publishedAt,
          createdAt: publishedAt,
          updatedAt: publishedAt,
        });
      }
    }
  },
};
