import { defineEndpoint } from './endpoint.ts';

// The admin's suggestions API (SPEC §4, and merging duplicates). Plain data plus a lazy schema import, so pages may import these without loading zod; see ./endpoint.ts.
// Apart from the board's own calls (suggestions.endpoints.ts), so the board's first load stays small.
const schemas = () => import('./suggestions.ts');

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

// Comments, "Notify me", merging duplicates and the roadmap.

/** POST /_api/admin/suggestions/merge: moves B's votes, comments and subscribers to A; B shows "Merged into A". */
export const mergeSuggestions = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/suggestions/merge',
  role: 'admin',
  errors: ['suggestion_not_found', 'merge_into_itself', 'merge_into_merged', 'merge_from_merged'],
  schemas: () => schemas().then((c) => ({ body: c.MergeSuggestionsInput, response: c.MergeSuggestionsResponse })),
});
