import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Tax by country: the admin's rate per country (ISO 3166-1 alpha-2). A country without
 * a row pays the configured default (`TAX_RATE`). Basis points keep the rate an integer (19 % = 1900).
 */
export const taxRates = pgTable('tax_rates', {
  country: text().primaryKey(),
  rateBp: integer().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
