import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ApiScope } from '#shared/contracts/api-keys.constants.ts';

/**
 * Seller API keys: the token is shown once; only its SHA-256 is stored, with its first
 * characters (`prefix`) so the admin can tell keys apart. A revoked key stays listed.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    scopes: text().array().$type<ApiScope[]>().notNull(),
    prefix: text().notNull(),
    tokenHash: text().notNull(),
    /** The admin who made it; the key acts with that account's rights, which must still be an admin's. */
    createdByUserId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_token_hash_idx').on(t.tokenHash), index('api_keys_created_idx').on(t.createdAt)],
);
