import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { LICENCE_EVENT_ACTOR_NAMES, LICENCE_EVENT_TYPES as EVENT_TYPES } from '#shared/contracts/licence-events.ts';
import { users } from '../auth/auth.schema.ts';
import { licences } from '../store/store.schema.ts';

// The licence and activation rows are created with the order (store.schema.ts); this domain adds
// what happens to a licence afterwards.

/** What happened to a licence; the lists live in the shared contract. */
export const LICENCE_EVENT_TYPES = EVENT_TYPES;
export type LicenceEventType = (typeof LICENCE_EVENT_TYPES)[number];

/** Who did it: the add-on (licence API), the owner on /orders, an admin, or a scheduled job. */
export const LICENCE_EVENT_ACTORS = LICENCE_EVENT_ACTOR_NAMES;
export type LicenceEventActor = (typeof LICENCE_EVENT_ACTORS)[number];

/**
 * Append-only (a trigger refuses UPDATE and DELETE, as for the affiliate ledger): the history of
 * every licence, shown in full to admins and in short to its owner.
 */
export const licenceEvents = pgTable(
  'licence_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    licenceId: integer()
      .notNull()
      .references(() => licences.id),
    type: text({ enum: LICENCE_EVENT_TYPES }).notNull(),
    actor: text({ enum: LICENCE_EVENT_ACTORS }).notNull(),
    /** The signed-in owner or admin who acted; null for the add-on and jobs. */
    actorUserId: integer().references(() => users.id),
    machineId: text(),
    ip: text(),
    /** Small facts of the event, e.g. `{ from: 2, to: 3 }` for a limit change. */
    details: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('licence_events_licence_idx').on(t.licenceId, t.createdAt),
    /** Analytics: activations per day. */
    index('licence_events_type_created_idx').on(t.type, t.createdAt),
  ],
);

/**
 * Self-service reset links: one hour, single use, one licence. Only the SHA-256 of
 * the token is kept (`auth/tokens.ts`), so a copy of the table opens nothing. The e-mail's
 * language is the licence's order's.
 */
export const licenceResetTokens = pgTable(
  'licence_reset_tokens',
  {
    id: text().primaryKey(),
    licenceId: integer()
      .notNull()
      .references(() => licences.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('licence_reset_tokens_licence_idx').on(t.licenceId)],
);

/**
 * The Ed25519 key pairs that sign the licence API's answers and offline licence files
 * (docs/decisions/licence-signatures.md). One is active (`retired_at` null, unique index), so
 * instances starting together on an empty table end with one key; a rotation retires it and
 * keeps its public key, so answers and files it signed can still be checked by key id.
 */
export const licenceSigningKeys = pgTable(
  'licence_signing_keys',
  {
    /** Short random id, sent as `keyId` in the signature header and offline files. */
    id: text().primaryKey(),
    /** SPKI PEM. */
    publicKey: text().notNull(),
    /** PKCS#8 DER, AES-256-GCM under a key derived from APP_SECRET: `v1.<iv>.<tag>.<ciphertext>` (base64url). */
    privateKeyEncrypted: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('licence_signing_keys_one_active')
      .on(sql`(${t.retiredAt} is null)`)
      .where(sql`${t.retiredAt} is null`),
  ],
);

/**
 * "Move my licence here" from inside the platform: a 6-digit code e-mailed to the
 * owner for one machine, 10 minutes, at most `LICENCE_TRANSFER_MAX_WRONG` wrong tries. Only the
 * code's HMAC under the row's id is kept. A new request replaces the licence's waiting code.
 */
export const licenceTransferCodes = pgTable(
  'licence_transfer_codes',
  {
    id: text().primaryKey(),
    licenceId: integer()
      .notNull()
      .references(() => licences.id, { onDelete: 'cascade' }),
    /** The machine asking to be activated in place of the one seen longest ago. */
    machineId: text().notNull(),
    machineName: text(),
    codeHash: text().notNull(),
    wrongAttempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Set when the code moved the licence, or when a newer request replaced it. */
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('licence_transfer_codes_licence_idx').on(t.licenceId, t.machineId)],
);
