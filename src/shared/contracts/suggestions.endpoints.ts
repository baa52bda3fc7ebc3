import { defineEndpoint } from './endpoint.ts';

// The suggestions API (SPEC §2 board and voting, §4 admin, status e-mails' unsubscribe). Plain
// data plus a lazy schema import, so pages may import these without loading zod; see ./endpoint.ts.
const schemas = () => import('./suggestions.ts');

/** GET /_api/suggestions: the public board, with the signed-in user's `voted` flags. */
export const listSuggestions = defineEndpoint({
  method: 'GET',
  path: '/_api/suggestions',
  role: 'public',
  errors: [],
  schemas: () => schemas().then((c) => ({ query: c.ListSuggestionsQuery, response: c.ListSuggestionsResponse })),
});

/** POST /_api/suggestions: a new idea (201); a visitor gives a name and an e-mail. Rate limited per visitor. */
export const createSuggestion = defineEndpoint({
  method: 'POST',
  path: '/_api/suggestions',
  role: 'public',
  status: 201,
  errors: ['rate_limited'],
  schemas: () => schemas().then((c) => ({ body: c.CreateSuggestionInput, response: c.CreateSuggestionResponse })),
});

/** POST /_api/suggestions/vote: adds or takes back the user's vote. */
export const voteSuggestion = defineEndpoint({
  method: 'POST',
  path: '/_api/suggestions/vote',
  role: 'user',
  errors: ['suggestion_not_found', 'rate_limited'],
  schemas: () => schemas().then((c) => ({ body: c.VoteSuggestionInput, response: c.VoteSuggestionResponse })),
});

/** GET /_api/suggestions/subscription: whether the e-mail behind an unsubscribe token still gets status e-mails. */
export const getSuggestionSubscription = defineEndpoint({
  method: 'GET',
  path: '/_api/suggestions/subscription',
  role: 'public',
  errors: ['unsubscribe_link_invalid', 'rate_limited'],
  schemas: () => schemas().then((c) => ({ query: c.SubscriptionQuery, response: c.SubscriptionResponse })),
});

/** POST /_api/suggestions/subscription: unsubscribe (or subscribe again) with the token. */
export const setSuggestionSubscription = defineEndpoint({
  method: 'POST',
  path: '/_api/suggestions/subscription',
  role: 'public',
  errors: ['unsubscribe_link_invalid', 'rate_limited'],
  schemas: () => schemas().then((c) => ({ body: c.SetSubscriptionInput, response: c.SubscriptionResponse })),
});

/** GET /_api/admin/suggestions: every suggestion with e-mail and notes, filtered and sorted, plus the stat cards. */
export const listAdminSuggestions = defineEndpoint({
  method: 'GET',
  path: '/_api/admin/suggestions',
  role: 'admin',
  errors: [],
  schemas: () =>
    schemas().then((c) => ({ query: c.AdminListSuggestionsQuery, response: c.AdminListSuggestionsResponse })),
});

/** POST /_api/admin/suggestions: inline edit of status, priority or notes. */
export const updateSuggestion = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/suggestions',
  role: 'admin',
  errors: ['suggestion_not_found'],
  schemas: () => schemas().then((c) => ({ body: c.AdminUpdateSuggestionInput, response: c.AdminSuggestionResponse })),
});

/** POST /_api/admin/suggestions/bulk: approve, reject or delete the selected suggestions. */
export const bulkSuggestions = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/suggestions/bulk',
  role: 'admin',
  errors: [],
  schemas: () =>
    schemas().then((c) => ({ body: c.AdminBulkSuggestionsInput, response: c.AdminBulkSuggestionsResponse })),
});

/** POST /_api/admin/suggestions/delete: deletes one suggestion. */
export const deleteSuggestion = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/suggestions/delete',
  role: 'admin',
  errors: ['suggestion_not_found'],
  schemas: () => schemas().then((c) => ({ body: c.AdminDeleteSuggestionInput, response: c.SuccessResponse })),
});

// Issue 19: comments, "Notify me", merging duplicates and the roadmap.

/** GET /_api/suggestions/comments: one page of a suggestion's comments, oldest first. */
export const listSuggestionComments = defineEndpoint({
  method: 'GET',
  path: '/_api/suggestions/comments',
  role: 'public',
  errors: ['suggestion_not_found'],
  schemas: () => schemas().then((c) => ({ query: c.ListCommentsQuery, response: c.ListCommentsResponse })),
});

/** POST /_api/suggestions/comments: a signed-in user's comment (an admin's is "Official"). Rate limited. */
export const createSuggestionComment = defineEndpoint({
  method: 'POST',
  path: '/_api/suggestions/comments',
  role: 'user',
  status: 201,
  errors: ['suggestion_not_found', 'rate_limited'],
  schemas: () => schemas().then((c) => ({ body: c.CreateCommentInput, response: c.CommentResponse })),
});

/** POST /_api/suggestions/comments/update: the author edits within 15 minutes; an admin hides or shows. */
export const updateSuggestionComment = defineEndpoint({
  method: 'POST',
  path: '/_api/suggestions/comments/update',
  role: 'user',
  errors: ['comment_not_found', 'comment_edit_window_closed', 'forbidden', 'rate_limited'],
  schemas: () => schemas().then((c) => ({ body: c.UpdateCommentInput, response: c.CommentResponse })),
});

/** POST /_api/suggestions/comments/delete: the author within 15 minutes, an admin at any time. */
export const deleteSuggestionComment = defineEndpoint({
  method: 'POST',
  path: '/_api/suggestions/comments/delete',
  role: 'user',
  errors: ['comment_not_found', 'comment_edit_window_closed', 'forbidden'],
  schemas: () => schemas().then((c) => ({ body: c.DeleteCommentInput, response: c.SuccessResponse })),
});

/** POST /_api/suggestions/subscribe: the signed-in user's "Notify me" for one suggestion. */
export const subscribeSuggestion = defineEndpoint({
  method: 'POST',
  path: '/_api/suggestions/subscribe',
  role: 'user',
  errors: ['suggestion_not_found', 'suggestion_merged'],
  schemas: () => schemas().then((c) => ({ body: c.SubscribeSuggestionInput, response: c.SubscribeSuggestionResponse })),
});

/** GET /_api/suggestions/roadmap: Planned, In Development and Completed (last 90 days). */
export const getRoadmap = defineEndpoint({
  method: 'GET',
  path: '/_api/suggestions/roadmap',
  role: 'public',
  errors: [],
  schemas: () => schemas().then((c) => ({ response: c.RoadmapResponse })),
});

/** POST /_api/admin/suggestions/merge: moves B's votes, comments and subscribers to A; B shows "Merged into A". */
export const mergeSuggestions = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/suggestions/merge',
  role: 'admin',
  errors: ['suggestion_not_found', 'merge_into_itself', 'merge_into_merged', 'merge_from_merged'],
  schemas: () => schemas().then((c) => ({ body: c.MergeSuggestionsInput, response: c.MergeSuggestionsResponse })),
});
