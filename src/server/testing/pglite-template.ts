import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR } from '../platform/db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data folder (a tarball) that each test file's database starts from. */
    pgliteTemplate: string | null;
  }
}

/** Changes with any migration file and with PGlite's version, so a stale template is never used. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(MIGRATIONS_DIR, '../node_modules/@electric-sql/pglite/package.json')));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(MIGRATIONS_DIR);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Vitest's global setup: runs the migrations once per run (or reuses the file of an earlier run
 * with the same migrations) instead of once per test file. Each file's PGlite loads the tarball,
 * then `migrate()` finds nothing to do. On PostgreSQL (TEST_DATABASE_URL) each file migrates its
 * own database as before.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    return;
  }
  const file = join(tmpdir(), `novatick-pglite-template-${migrationsHash()}.tar`);
  if (!existsSync(file)) {
    const client = new PGlite();
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
    const dump = await client.dumpDataDir('none');
    await client.close();
    // Written under another name first: a run in parallel never reads half a file.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  project.provide('pgliteTemplate', file);
}
