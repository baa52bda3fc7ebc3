import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.ts';
import { indicators, licences } from '../store/store.schema.ts';

/**
 * A machine-bound trial of one product. Its key answers the licence API until `endsAt`
 * (`TRIAL_EXPIRED` after). One trial per product and machine, and per product and signed-in
 * account: the unique indexes decide concurrent starts. Buying the product converts it in place:
 * the licence is issued with this very key and the trial's machine activated
 * (`convertedLicenceId`), so the add-on keeps working without a new key.
 */
export const licenceTrials = pgTable(
  'licence_trials',
  {
    id: serial().primaryKey(),
    key: text().notNull(),
    indicatorId: integer()
      .notNull()
      .references(() => indicators.id),
    machineId: text().notNull(),
    machineName: text(),
    /** The signed-in account that started it (null: the add-on called without a session). */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    ip: text(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    convertedLicenceId: integer().references(() => licences.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('licence_trials_key_unique').on(t.key),
    uniqueIndex('licence_trials_machine_unique').on(t.indicatorId, t.machineId),
    uniqueIndex('licence_trials_user_unique')
      .on(t.indicatorId, t.userId)
      .where(sql`${t.userId} is not null`),
    index('licence_trials_user_idx').on(t.userId),
  ],
);
