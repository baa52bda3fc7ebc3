import { defineEndpoint } from './endpoint.ts';

// Comments on suggestions. Plain data plus a lazy schema import, so pages may import these without loading zod; see ./endpoint.ts.
// Apart from the board's own calls (suggestions.endpoints.ts), so the board's first load stays small.
const schemas = () => import('./suggestions.ts');

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
  errors: ['suggestion_not_found', 'suggestion_merged', 'rate_limited'],
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
