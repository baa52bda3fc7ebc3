import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Which demo seeders have filled this database, so each runs once. */
export const seedRuns = pgTable('seed_runs', {
  name: text().primaryKey(),
  ranAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
