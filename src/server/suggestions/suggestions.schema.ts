import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { SUGGESTION_STATUSES, TIMEFRAMES, TRADING_STYLES } from '#shared/contracts/suggestions.ts';
import { users } from '../auth/auth.schema.ts';

/** The community board (SPEC §3 "Suggestion"), with the canonical status set of DECISIONS. */
export const suggestions = pgTable(
  'suggestions',
  {
    id: serial().primaryKey(),
    suggestionTitle: text().notNull(),
    description: text().notNull(),
    features: text(),
    name: text().notNull(),
    /** Lower-cased; null when a visitor left none (never shown publicly). */
    email: text(),
    /** The account that submitted it, when signed in. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The submitter's page language, so status e-mails reach them in it. */
    language: text().notNull().default('en'),
    /**
     * The language the title, description and features are written in (WCAG 3.1.2): the page
     * language at submission; unlike `language`, never the account's later choice.
     */
    textLanguage: text().notNull().default('en'),
    tradingStyle: text({ enum: TRADING_STYLES }),
    timeframe: text({ enum: TIMEFRAMES }),
    status: text({ enum: SUGGESTION_STATUSES }).notNull().default('under_review'),
    priority: integer(),
    adminNotes: text(),
    /** Always the number of rows in suggestion_votes; changed in the vote's transaction under a row lock. */
    upvotes: integer().notNull().default(0),
    /** Set when an admin merged this duplicate into another suggestion; it then takes no votes. */
    /** The submitter's "Notify me" (on by default); other users' choices are in suggestion_subscribers. */
    submitterSubscribed: boolean().notNull().default(true),
    mergedIntoId: integer().references((): AnyPgColumn => suggestions.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('suggestions_upvotes_idx').on(t.upvotes.desc(), t.createdAt.desc(), t.id.desc()),
    index('suggestions_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('suggestions_status_idx').on(t.status, t.createdAt.desc()),
    check('suggestions_priority_range', sql`${t.priority} between 1 and 5`),
    check('suggestions_upvotes_nonnegative', sql`${t.upvotes} >= 0`),
    check('suggestions_not_merged_into_itself', sql`${t.mergedIntoId} <> ${t.id}`),
  ],
);

/** One vote per user per suggestion: the primary key makes a second one impossible. */
export const suggestionVotes = pgTable(
  'suggestion_votes',
  {
    suggestionId: integer()
      .notNull()
      .references(() => suggestions.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The voter's page language when voting; status e-mails use `users.language` first when set. */
    language: text().notNull().default('en'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.suggestionId, t.userId] }), index('suggestion_votes_user_idx').on(t.userId)],
);

/**
 * Status e-mail preferences per address. The random token goes into every e-mail's unsubscribe
 * link; it only lets its holder switch these e-mails off or on again for that one address.
 */
export const suggestionMailSubscriptions = pgTable(
  'suggestion_mail_subscriptions',
  {
    email: text().primaryKey(),
    token: text().notNull(),
    unsubscribedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('suggestion_mail_subscriptions_token_unique').on(t.token)],
);

/** Comments on a suggestion: plain text; an admin's are marked official. */
export const suggestionComments = pgTable(
  'suggestion_comments',
  {
    id: serial().primaryKey(),
    suggestionId: integer()
      .notNull()
      .references(() => suggestions.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    /** The language the body is written in: the page language when posting (WCAG 3.1.2). */
    textLanguage: text().notNull().default('en'),
    official: boolean().notNull().default(false),
    /** Set when an admin hid it: others see a placeholder instead of the text. */
    hiddenAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('suggestion_comments_suggestion_idx').on(t.suggestionId, t.createdAt, t.id)],
);

/** Who else gets a suggestion's status e-mails and official replies ("Notify me"): opt-in, one row per user. */
export const suggestionSubscribers = pgTable(
  'suggestion_subscribers',
  {
    suggestionId: integer()
      .notNull()
      .references(() => suggestions.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The page language when subscribing: the e-mails' language. */
    language: text().notNull().default('en'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.suggestionId, t.userId] }), index('suggestion_subscribers_user_idx').on(t.userId)],
);
