import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Config } from './config.ts';
import type { Db, Tx } from './db.ts';
import { seedRuns } from './seed.schema.ts';

export interface SeedContext {
  config: Config;
  log: Logger;
  /** Lines printed at start-up (demo logins and the like). */
  notes: string[];
}

export interface Seeder {
  /** Unique and stable: a seeder runs once per database, keyed by this name. */
  name: string;
  run(tx: Tx, context: SeedContext): Promise<void>;
  /** Lines shown at every start while demo data is enabled (e.g. the demo logins). */
  describe?(context: SeedContext): string[];
}

/**
 * Runs each seeder that has not run on this database yet, each in its own transaction, in
 * list order. Demo data never goes into production unless SEED=always asks for it.
 */
export async function runSeeders(db: Db, seeders: Seeder[], context: SeedContext): Promise<string[]> {
  const { config } = context;
  if (config.SEED === 'never' || (config.isProduction && config.SEED !== 'always')) return [];
  const ran: string[] = [];
  for (const seeder of seeders) {
    const done = await db.transaction(async (tx) => {
      const [existing] = await tx.select().from(seedRuns).where(eq(seedRuns.name, seeder.name)).for('update');
      if (existing) return false;
      await seeder.run(tx, context);
      await tx.insert(seedRuns).values({ name: seeder.name }).onConflictDoNothing();
      return true;
    });
    if (done) ran.push(seeder.name);
    context.notes.push(...(seeder.describe?.(context) ?? []));
  }
  return ran;
}
