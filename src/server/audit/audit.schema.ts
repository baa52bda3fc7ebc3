import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const AUDIT_ACTOR_TYPES = ['user', 'api_key'] as const;

/**
 * One row per admin write (and per API key call), appended in the transaction of the change it
 * records (`audit-context.ts`). Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE
 * (migration `audit_log_append_only`), and no code path changes a row. Actors are kept by id
 * and by their label at the time, without foreign keys, so deleting an account or revoking a
 * key never rewrites history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorType: text({ enum: AUDIT_ACTOR_TYPES }).notNull(),
    actorUserId: integer(),
    actorApiKeyId: integer(),
    /** The admin's e-mail or the key's name and prefix, as they were. */
    actorLabel: text().notNull(),
    /** The endpoint's path below `/_api/admin/` (`webhooks/delete`), with the method for reads by key. */
    action: text().notNull(),
    /** What was changed: the resource and, when the call names one, its id (`webhooks#12`). */
    target: text(),
    /** `{ before?, after }`: what a service noted before the change, and the call's input (secrets redacted). */
    summary: jsonb().$type<{ before?: unknown; after?: unknown }>(),
    ip: text(),
    requestId: text(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc()),
    index('audit_log_action_idx').on(t.action, t.at.desc()),
    index('audit_log_target_idx').on(t.target, t.at.desc()),
  ],
);
