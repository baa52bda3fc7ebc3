import { z } from 'zod';
import { idField, pageField, pageSizeField, queryIdField } from './fields.ts';
import {
  COMMENT_LIMITS,
  ROADMAP_LANES,
  ADMIN_SUGGESTIONS_PAGE_SIZE,
  ADMIN_SUGGESTION_SORTS,
  BULK_MAX,
  BULK_SUGGESTION_ACTIONS,
  LEGACY_SUGGESTION_STATUSES,
  SUGGESTIONS_PAGE_SIZE,
  SUGGESTION_LIMITS,
  SUGGESTION_PRIORITY_MAX,
  SUGGESTION_PRIORITY_MIN,
  SUGGESTION_SORTS,
  SUGGESTION_STATUSES,
  TIMEFRAMES,
  TRADING_STYLES,
} from './suggestions.constants.ts';

// Statuses, limits, sorts and messages live in a zod-free module so pages can use them without
// loading zod (DESIGN JS budget); this contract re-exports them for the server.
export * from './suggestions.constants.ts';

/** A canonical status, or one of the old names mapped to it. */
export const SuggestionStatusInput = z.preprocess(
  (v) => (typeof v === 'string' && v in LEGACY_SUGGESTION_STATUSES ? LEGACY_SUGGESTION_STATUSES[v] : v),
  z.enum(SUGGESTION_STATUSES, { error: 'Please choose a valid status' }),
);

// Optional selects and texts: the form sends '' for "not chosen"; stored as null.
const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** SPEC §5 field rules and texts; the form and the route share them. */
export const SuggestionFields = {
  suggestionTitle: z
    .string({ error: 'Suggestion title is required' })
    .trim()
    .min(1, 'Suggestion title is required')
    .min(SUGGESTION_LIMITS.titleMin, 'Title must be at least 5 characters')
    .max(SUGGESTION_LIMITS.title, 'Title must be less than 100 characters'),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .min(SUGGESTION_LIMITS.descriptionMin, 'Description must be at least 20 characters')
    .max(SUGGESTION_LIMITS.description, 'Description must be less than 2000 characters'),
  // Line breaks would end up in e-mail greetings: runs of white space become one space.
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .min(SUGGESTION_LIMITS.nameMin, 'Name must be at least 2 characters')
    .max(SUGGESTION_LIMITS.name, 'Name must be less than 100 characters')
    .transform((v) => v.replace(/\s+/g, ' ')),
  // Trimmed and lower-cased so status e-mails and unsubscribes match one address.
  email: z
    .string({ error: 'Email address is required' })
    .trim()
    .min(1, 'Email address is required')
    .max(SUGGESTION_LIMITS.email, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address'))
    .transform((v) => v.toLowerCase()),
  features: z.preprocess(
    emptyToUndefined,
    z.string().trim().max(SUGGESTION_LIMITS.features, 'Features must be less than 1000 characters').optional(),
  ),
  tradingStyle: z.preprocess(
    emptyToUndefined,
    z.enum(TRADING_STYLES, { error: 'Please choose a valid trading style' }).optional(),
  ),
  timeframe: z.preprocess(
    emptyToUndefined,
    z.enum(TIMEFRAMES, { error: 'Please choose a valid timeframe' }).optional(),
  ),
};

/**
 * POST /_api/suggestions. Name and e-mail are optional here because a signed-in user's come from
 * the account; the service asks a visitor for both with the same messages. `website` is the spam
 * trap: hidden from people and screen readers, filled by bots; a filled trap is accepted and dropped.
 */
export const CreateSuggestionInput = z.strictObject({
  suggestionTitle: SuggestionFields.suggestionTitle,
  description: SuggestionFields.description,
  name: z.preprocess(emptyToUndefined, SuggestionFields.name.optional()),
  email: z.preprocess(emptyToUndefined, SuggestionFields.email.optional()),
  features: SuggestionFields.features,
  tradingStyle: SuggestionFields.tradingStyle,
  timeframe: SuggestionFields.timeframe,
  website: z.string().max(500).optional(),
});
export type CreateSuggestionInput = z.input<typeof CreateSuggestionInput>;

const formBase = {
  suggestionTitle: SuggestionFields.suggestionTitle,
  description: SuggestionFields.description,
  features: SuggestionFields.features,
  tradingStyle: SuggestionFields.tradingStyle,
  timeframe: SuggestionFields.timeframe,
  website: z.string().max(500).optional(),
};
/** The form for a visitor: name and e-mail required (SPEC §5). */
export const VisitorSuggestionForm = z.object({
  ...formBase,
  name: SuggestionFields.name,
  email: SuggestionFields.email,
});
/** The form for a signed-in user: name and e-mail come from the account, so they are not asked. */
export const MemberSuggestionForm = z.object(formBase);

export const CreateSuggestionResponse = z.object({ success: z.literal(true) });

// Public list.

export const ListSuggestionsQuery = z.object({
  page: pageField(),
  limit: pageSizeField(SUGGESTIONS_PAGE_SIZE, 50),
  sortBy: z.enum(SUGGESTION_SORTS).default('upvotes'),
  /** Only this suggestion (a link from the roadmap, a merge notice or an e-mail). */
  id: queryIdField('Suggestion id').optional(),
});
export type ListSuggestionsQuery = z.input<typeof ListSuggestionsQuery>;

const SuggestionBase = {
  id: z.number().int(),
  suggestionTitle: z.string(),
  description: z.string(),
  features: z.string().nullable(),
  /** The language the title, description and features are written in (a page marks it when it differs). */
  textLanguage: z.string(),
  name: z.string(),
  tradingStyle: z.enum(TRADING_STYLES).nullable(),
  timeframe: z.enum(TIMEFRAMES).nullable(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  upvotes: z.number().int(),
  status: z.enum(SUGGESTION_STATUSES),
  priority: z.number().int().nullable(),
  /** Visible comments (hidden ones not counted). */
  commentCount: z.number().int(),
  /** The suggestion this duplicate was merged into, or null. */
  mergedInto: z.object({ id: z.number().int(), suggestionTitle: z.string(), textLanguage: z.string() }).nullable(),
};

/** A public card: never the submitter's e-mail or the admin's notes. */
export const PublicSuggestion = z.object({
  ...SuggestionBase,
  voted: z.boolean(),
  /** Whether the signed-in user gets this suggestion's e-mails ("Notify me"); false for visitors. */
  subscribed: z.boolean(),
});
export type PublicSuggestion = z.infer<typeof PublicSuggestion>;

export const ListSuggestionsResponse = z.object({
  suggestions: z.array(PublicSuggestion),
  total: z.number().int(),
  limit: z.number().int(),
});
export type ListSuggestionsResponse = z.infer<typeof ListSuggestionsResponse>;

// Voting (DECISIONS: one vote per signed-in user per suggestion, toggled).

export const VoteSuggestionInput = z.strictObject({ id: idField('Suggestion id') });
export const VoteSuggestionResponse = z.object({ upvotes: z.number().int(), voted: z.boolean() });
export type VoteSuggestionResponse = z.infer<typeof VoteSuggestionResponse>;

// Admin (/_api/admin/suggestions*).

export const AdminListSuggestionsQuery = z.object({
  page: pageField(),
  limit: pageSizeField(ADMIN_SUGGESTIONS_PAGE_SIZE, 100),
  sortBy: z.enum(ADMIN_SUGGESTION_SORTS).default('createdAt'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
  status: SuggestionStatusInput.optional(),
  /** Titles containing this text (any case), e.g. to pick a merge target. */
  query: z.string().trim().max(200).optional(),
});
export type AdminListSuggestionsQuery = z.input<typeof AdminListSuggestionsQuery>;

export const AdminSuggestion = z.object({
  ...SuggestionBase,
  email: z.string().nullable(),
  adminNotes: z.string().nullable(),
});
export type AdminSuggestion = z.infer<typeof AdminSuggestion>;

export const SuggestionStats = z.object({
  total: z.number().int(),
  under_review: z.number().int(),
  planned: z.number().int(),
  in_progress: z.number().int(),
  completed: z.number().int(),
  rejected: z.number().int(),
});
export type SuggestionStats = z.infer<typeof SuggestionStats>;

export const AdminListSuggestionsResponse = z.object({
  suggestions: z.array(AdminSuggestion),
  total: z.number().int(),
  limit: z.number().int(),
  stats: SuggestionStats,
});
export type AdminListSuggestionsResponse = z.infer<typeof AdminListSuggestionsResponse>;

const Priority = z
  .number({ error: 'Priority must be a whole number from 1 to 5' })
  .int('Priority must be a whole number from 1 to 5')
  .min(SUGGESTION_PRIORITY_MIN, 'Priority must be a whole number from 1 to 5')
  .max(SUGGESTION_PRIORITY_MAX, 'Priority must be a whole number from 1 to 5');

/** Inline edit: only the fields the admin changed; null clears priority or notes. */
export const AdminUpdateSuggestionInput = z
  .strictObject({
    id: idField('Suggestion id'),
    status: SuggestionStatusInput.optional(),
    priority: Priority.nullable().optional(),
    // An emptied notes field clears the notes.
    adminNotes: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z
        .string()
        .trim()
        .max(SUGGESTION_LIMITS.adminNotes, 'Admin notes must be less than 2000 characters')
        .nullable()
        .optional(),
    ),
  })
  .refine((v) => v.status !== undefined || v.priority !== undefined || v.adminNotes !== undefined, {
    message: 'Nothing to update: send status, priority or adminNotes.',
    path: ['_'],
  });
export type AdminUpdateSuggestionInput = z.input<typeof AdminUpdateSuggestionInput>;

export const AdminSuggestionResponse = z.object({ suggestion: AdminSuggestion });

export const AdminBulkSuggestionsInput = z.strictObject({
  ids: z
    .array(idField('Suggestion id'))
    .min(1, 'Select at least one suggestion.')
    .max(BULK_MAX, 'Select at most 100 suggestions.'),
  action: z.enum(BULK_SUGGESTION_ACTIONS, { error: 'Action must be approve, reject or delete.' }),
});
export type AdminBulkSuggestionsInput = z.input<typeof AdminBulkSuggestionsInput>;
/** How many of the selected suggestions were changed (or deleted); unknown ids are skipped. */
export const AdminBulkSuggestionsResponse = z.object({ count: z.number().int() });

export const AdminDeleteSuggestionInput = z.strictObject({ id: idField('Suggestion id') });
export const SuccessResponse = z.object({ success: z.literal(true) });

// Notify me: opt-in e-mails per suggestion, separate from the vote.

export const SubscribeSuggestionInput = z.strictObject({ id: idField('Suggestion id'), subscribed: z.boolean() });
export const SubscribeSuggestionResponse = z.object({ subscribed: z.boolean() });

// Merging duplicates.

export const MergeSuggestionsInput = z.strictObject({
  fromId: idField('Suggestion id'),
  intoId: idField('Suggestion id'),
});
/** The suggestion that received the votes, with its new count. */
export const MergeSuggestionsResponse = z.object({ suggestion: AdminSuggestion, movedVotes: z.number().int() });

// Comments: plain text; the page turns URLs into nofollow links and never renders HTML.

const CommentBody = z
  .string({ error: 'Comment is required' })
  .trim()
  .min(1, 'Comment is required')
  .min(COMMENT_LIMITS.bodyMin, 'Comment must be at least 2 characters')
  .max(COMMENT_LIMITS.body, 'Comment must be less than 2000 characters');
export const CommentFields = { body: CommentBody };

export const ListCommentsQuery = z.object({
  suggestionId: queryIdField('Suggestion id'),
  page: pageField(),
});
export type ListCommentsQuery = z.input<typeof ListCommentsQuery>;

export const SuggestionComment = z.object({
  id: z.number().int(),
  suggestionId: z.number().int(),
  authorName: z.string(),
  /** Null when hidden and the reader is neither an admin nor the author. */
  body: z.string().nullable(),
  /** The language the body is written in. */
  textLanguage: z.string(),
  official: z.boolean(),
  hidden: z.boolean(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** The reader may still edit or delete it (their own, within 15 minutes; an admin always may delete). */
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type SuggestionComment = z.infer<typeof SuggestionComment>;

export const ListCommentsResponse = z.object({
  comments: z.array(SuggestionComment),
  total: z.number().int(),
  limit: z.number().int(),
});
export type ListCommentsResponse = z.infer<typeof ListCommentsResponse>;

/** `website` is the spam trap, as on the support form: a filled trap is accepted and dropped. */
export const CreateCommentInput = z.strictObject({
  suggestionId: idField('Suggestion id'),
  body: CommentBody,
  website: z.string().max(500).optional(),
});
export type CreateCommentInput = z.input<typeof CreateCommentInput>;
export const CommentResponse = z.object({ comment: SuggestionComment.nullable() });

/** The author edits `body`; an admin may also hide or show it again with `hidden`. */
export const UpdateCommentInput = z
  .strictObject({ id: idField('Comment id'), body: CommentBody.optional(), hidden: z.boolean().optional() })
  .refine((v) => v.body !== undefined || v.hidden !== undefined, {
    message: 'Nothing to update: send body or hidden.',
    path: ['_'],
  });
export type UpdateCommentInput = z.input<typeof UpdateCommentInput>;
export const DeleteCommentInput = z.strictObject({ id: idField('Comment id') });

// Roadmap.

export const RoadmapCard = z.object({
  id: z.number().int(),
  suggestionTitle: z.string(),
  /** The language the title is written in. */
  textLanguage: z.string(),
  upvotes: z.number().int(),
  commentCount: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type RoadmapCard = z.infer<typeof RoadmapCard>;
export const RoadmapResponse = z.object({
  lanes: z.object(
    Object.fromEntries(ROADMAP_LANES.map((lane) => [lane, z.array(RoadmapCard)])) as Record<
      (typeof ROADMAP_LANES)[number],
      z.ZodArray<typeof RoadmapCard>
    >,
  ),
});
export type RoadmapResponse = z.infer<typeof RoadmapResponse>;

// Status e-mails: one-click unsubscribe with the token from the e-mail's link (shapes shared with release notices).
export { SetSubscriptionInput, SubscriptionQuery, SubscriptionResponse } from './mail-subscription.ts';
