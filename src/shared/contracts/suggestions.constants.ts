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

// Admin.

export const ADMIN_SUGGESTION_SORTS = ['createdAt', 'updatedAt', 'upvotes', 'priority', 'status'] as const;
export type AdminSuggestionSort = (typeof ADMIN_SUGGESTION_SORTS)[number];

export const BULK_SUGGESTION_ACTIONS = ['approve', 'reject', 'delete'] as const;
export type BulkSuggestionAction = (typeof BULK_SUGGESTION_ACTIONS)[number];
export const BULK_MAX = 100;

/** Status e-mails' RFC 8058 one-click unsubscribe (`?token=`) and the page their link opens. */
export const SUGGESTIONS_UNSUBSCRIBE_PATH = '/_api/suggestions/unsubscribe';
export const SUGGESTIONS_UNSUBSCRIBE_PAGE = '/suggestions/unsubscribe';
