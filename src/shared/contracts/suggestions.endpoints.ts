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
  errors: ['suggestion_not_found', 'suggestion_merged', 'rate_limited'],
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
