import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput, EndpointOutput } from '#shared/contracts/endpoint.ts';
import {
  ADMIN_SUGGESTIONS_PAGE_SIZE,
  type AdminSuggestionSort,
  type SuggestionStatus,
} from '#shared/contracts/suggestions.constants.ts';
import {
  bulkSuggestions,
  deleteSuggestion,
  mergeSuggestions,
  listAdminSuggestions,
  updateSuggestion,
} from '#shared/contracts/suggestions-admin.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

export interface AdminSuggestionsView {
  page: number;
  status: SuggestionStatus | null;
  sortBy: AdminSuggestionSort;
  sortDirection: 'asc' | 'desc';
}

export const DEFAULT_ADMIN_VIEW: AdminSuggestionsView = {
  page: 1,
  status: null,
  sortBy: 'createdAt',
  sortDirection: 'desc',
};

/** The list call for a view of the admin table (the loader and the query ask for the same page). */
export const adminSuggestionsQuery = (view: AdminSuggestionsView): EndpointInput<typeof listAdminSuggestions> => ({
  page: view.page,
  limit: ADMIN_SUGGESTIONS_PAGE_SIZE,
  sortBy: view.sortBy,
  sortDirection: view.sortDirection,
  status: view.status ?? undefined,
});

const ADMIN_KEY = ['admin', 'suggestions'] as const;

export const adminSuggestionsQueryOptions = (view: AdminSuggestionsView) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, view.page, view.status ?? 'all', view.sortBy, view.sortDirection],
    queryFn: ({ signal }) => callEndpoint(listAdminSuggestions, adminSuggestionsQuery(view), { signal }),
  });

export function useAdminSuggestions(
  view: AdminSuggestionsView,
  initialData?: EndpointOutput<typeof listAdminSuggestions>,
) {
  return useQuery({ ...adminSuggestionsQueryOptions(view), initialData, placeholderData: keepPreviousData });
}

/** Inline edit of one row; the table and stat cards refresh afterwards. */
export function useUpdateSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof updateSuggestion>) => callEndpoint(updateSuggestion, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

export function useBulkSuggestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof bulkSuggestions>) => callEndpoint(bulkSuggestions, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

export function useDeleteSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(deleteSuggestion, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

/** Merges duplicate B into A; the board's pages are marked stale too. */
export function useMergeSuggestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof mergeSuggestions>) => callEndpoint(mergeSuggestions, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
