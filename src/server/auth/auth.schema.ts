import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    /** Stored trimmed and lower-cased (the contracts normalise it), unique. */
    email: text().notNull(),
    displayName: text().notNull(),
    /** argon2id; null for accounts that only sign in with Google. */
    passwordHash: text(),
    /** Preferred language (a `LANGUAGES` code) chosen on /account; null until the customer picks one. */
    language: text(),
    role: text({ enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    /** Set by an admin on /admin/customers: no sign-in (password, Google, reset link) and no live session. */
    disabledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    /** New customers per range: CSV exports and analytics. */
    index('users_created_idx').on(t.createdAt),
  ],
);

/** Server-side sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    userAgent: text(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** A Google (OpenID Connect) identity linked to a user; `subject` is the provider's stable `sub`. */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    provider: text().notNull(),
    subject: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('oauth_accounts_user_idx').on(t.userId)],
);

/**
 * A started OpenID Connect sign-in: the state (hashed, also in a cookie of the popup) maps to
 * the PKCE verifier and nonce. In the database rather than memory so any instance can finish it.
 */
export const oauthFlows = pgTable(
  'oauth_flows',
  {
    id: text().primaryKey(),
    provider: text().notNull(),
    codeVerifier: text().notNull(),
    nonce: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('oauth_flows_expires_idx').on(t.expiresAt)],
);

/** Single-use, short-lived tokens the OAuth popup posts to its opener (only the SHA-256 is kept). */
export const oauthTempTokens = pgTable(
  'oauth_temp_tokens',
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('oauth_temp_tokens_expires_idx').on(t.expiresAt)],
);

/** Password reset links: single use, one hour; only the SHA-256 of the token is kept. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** What a `one_time_tokens` row is for; a token of one purpose never opens another. */
export const ONE_TIME_TOKEN_PURPOSES = ['email_change', 'sign_in_link'] as const;
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

/**
 * E-mailed single-use links of any purpose (the e-mail change confirmation); only the
 * SHA-256 of the token is kept. `payload` holds what the link will do (the new address), so
 * nothing changes before it is used. New kinds of links go here, not into a table of their own.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: text().primaryKey(),
    purpose: text({ enum: ONE_TIME_TOKEN_PURPOSES }).notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb().$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.userId, t.purpose)],
);
