import { bigserial, index, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row per committed write that changes what a user sees on their own pages (orders,
 * licences, machines, refunds, disputes, commissions, cart, profile, sessions…), inserted by
 * database triggers in the writer's own transaction (drizzle/0039_user_view_triggers.sql). A
 * user's view version is the sum of `weight` over their rows: it grows with every commit and
 * never repeats, so a rendered page kept under one version is never shown after a later write
 * (decisions/per-user-page-cache.md). Insert-only, so concurrent writers never wait on each
 * other; `compactUserViewChanges` folds old rows into one of the same total weight.
 */
export const userViewChanges = pgTable(
  'user_view_changes',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer().notNull(),
    weight: integer().notNull().default(1),
  },
  (t) => [index('user_view_changes_user_idx').on(t.userId, t.weight)],
);
