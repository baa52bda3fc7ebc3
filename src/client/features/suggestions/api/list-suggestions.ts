import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUGGESTIONS_PAGE_SIZE, type SuggestionSort } from '#shared/contracts/suggestions.constants.ts';
import type { ListSuggestionsResponse } from '#shared/contracts/suggestions.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export interface SuggestionsView {
  page: number;
  sortBy: SuggestionSort;
}

export const DEFAULT_SUGGESTIONS_VIEW: SuggestionsView = { page: 1, sortBy: 'upvotes' };

export function suggestionsApiPath(view: SuggestionsView): string {
  return `/_api/suggestions?page=${view.page}&limit=${SUGGESTIONS_PAGE_SIZE}&sortBy=${view.sortBy}`;
}

/** Every cached page of the public board starts with this key (votes update them all). */
export const SUGGESTIONS_KEY = ['suggestions', 'list'] as const;

export const suggestionsQueryOptions = (view: SuggestionsView) =>
  queryOptions({
    queryKey: [...SUGGESTIONS_KEY, view.sortBy, view.page],
    queryFn: ({ signal }) => apiFetch<ListSuggestionsResponse>(suggestionsApiPath(view), { signal }),
  });

export function useSuggestions(
  view: SuggestionsView,
  options: { initialData?: ListSuggestionsResponse; enabled?: boolean } = {},
) {
  return useQuery({
    ...suggestionsQueryOptions(view),
    initialData: options.initialData,
    enabled: options.enabled ?? true,
  });
}
