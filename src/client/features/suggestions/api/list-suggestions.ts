import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointInput, EndpointOutput } from '#shared/contracts/endpoint.ts';
import { SUGGESTIONS_PAGE_SIZE, type SuggestionSort } from '#shared/contracts/suggestions.constants.ts';
import { listSuggestions } from '#shared/contracts/suggestions.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

type ListResponse = EndpointOutput<typeof listSuggestions>;

export interface SuggestionsView {
  page: number;
  sortBy: SuggestionSort;
  /** Only this suggestion (`/suggestions?id=`: links from the roadmap, e-mails and merge notices). */
  id?: number;
}

export const DEFAULT_SUGGESTIONS_VIEW: SuggestionsView = { page: 1, sortBy: 'upvotes' };

/** The list call for a view of the board (the loader and the query ask for the same page). */
export const suggestionsQuery = (view: SuggestionsView): EndpointInput<typeof listSuggestions> => ({
  page: view.page,
  limit: SUGGESTIONS_PAGE_SIZE,
  sortBy: view.sortBy,
  ...(view.id ? { id: view.id } : {}),
});

/** Every cached page of the public board starts with this key (votes update them all). */
export const SUGGESTIONS_KEY = ['suggestions', 'list'] as const;

export const suggestionsQueryOptions = (view: SuggestionsView) =>
  queryOptions({
    queryKey: [...SUGGESTIONS_KEY, view.sortBy, view.page, view.id ?? null],
    queryFn: ({ signal }) => callEndpoint(listSuggestions, suggestionsQuery(view), { signal }),
  });

export function useSuggestions(view: SuggestionsView, options: { initialData?: ListResponse; enabled?: boolean } = {}) {
  return useQuery({
    ...suggestionsQueryOptions(view),
    initialData: options.initialData,
    enabled: options.enabled ?? true,
  });
}
