// Zod-free part of the suggestions contract (suggestions.ts re-exports it): what browser code may
// import without pulling zod into a page's first load.

// DECISIONS "Suggestions board": one canonical status set, stored and used everywhere.
export const SUGGESTION_STATUSES = ['under_review', 'planned', 'in_progress', 'completed', 'rejected'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

/** The spec's two older value sets, still accepted on input and mapped to the canonical ones. */
export const LEGACY_SUGGESTION_STATUSES: Record<string, SuggestionStatus> = {
  pending: 'under_review',
  new: 'under_review',
  approved: 'planned',
  inProgress: 'in_progress',
};

export const TRADING_STYLES = ['scalping', 'dayTrading', 'swingTrading', 'positionTrading', 'other'] as const;
export type TradingStyle = (typeof TRADING_STYLES)[number];
export const TIMEFRAMES = ['tick', 'seconds', 'minutes', 'hourly', 'daily', 'weekly', 'multiple', 'monthly'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

export const SUGGESTION_LIMITS = {
  titleMin: 5,
  title: 100,
  nameMin: 2,
  name: 100,
  email: 254,
  descriptionMin: 20,
  description: 2000,
  features: 1000,
  adminNotes: 2000,
} as const;
export const SUGGESTIONS_PAGE_SIZE = 10;
export const ADMIN_SUGGESTIONS_PAGE_SIZE = 20;
export const SUGGESTION_PRIORITY_MIN = 1;
export const SUGGESTION_PRIORITY_MAX = 5;
/** What the priority editor shows before an admin picks a value (SPEC §4). */
export const DEFAULT_EDITOR_PRIORITY = 3;

export const SUGGESTION_SORTS = ['upvotes', 'createdAt'] as const;
export type SuggestionSort = (typeof SUGGESTION_SORTS)[number];

export const SUGGESTION_NOT_FOUND = 'Suggestion not found.';
export const SUGGESTION_MERGED = 'This suggestion was merged into another one and takes no more votes.';

// Comments.

export const COMMENT_LIMITS = { bodyMin: 2, body: 2000 } as const;
export const COMMENTS_PAGE_SIZE = 20;
/** How long the author may edit or delete their own comment. */
export const COMMENT_EDIT_WINDOW_MS = 15 * 60_000;
export const COMMENT_NOT_FOUND = 'Comment not found.';
export const COMMENT_EDIT_WINDOW_CLOSED = 'Comments can only be changed within 15 minutes of posting.';
export const COMMENT_NOT_YOURS = 'You can only change your own comments.';

// Merging duplicates.

export const MERGE_INTO_ITSELF = 'A suggestion cannot be merged into itself.';
export const MERGE_INTO_MERGED = 'The target suggestion was itself merged; merge into the one it was merged into.';
export const MERGE_FROM_MERGED = 'This suggestion was already merged.';

/** The public roadmap's lanes, in order, and how far back Completed reaches. */
export const ROADMAP_LANES = ['planned', 'in_progress', 'completed'] as const;
export type RoadmapLane = (typeof ROADMAP_LANES)[number];
export const ROADMAP_COMPLETED_DAYS = 90;
export const ROADMAP_LANE_MAX = 50;

// Admin.

export const ADMIN_SUGGESTION_SORTS = ['createdAt', 'updatedAt', 'upvotes', 'priority', 'status'] as const;
export type AdminSuggestionSort = (typeof ADMIN_SUGGESTION_SORTS)[number];

export const BULK_SUGGESTION_ACTIONS = ['approve', 'reject', 'delete'] as const;
export type BulkSuggestionAction = (typeof BULK_SUGGESTION_ACTIONS)[number];
export const BULK_MAX = 100;

/** Status e-mails' RFC 8058 one-click unsubscribe (`?token=`) and the page their link opens. */
export const SUGGESTIONS_UNSUBSCRIBE_PATH = '/_api/suggestions/unsubscribe';
export const SUGGESTIONS_UNSUBSCRIBE_PAGE = '/suggestions/unsubscribe';
