import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_SUGGESTIONS_PAGE_SIZE,
  type AdminSuggestionSort,
  type SuggestionStatus,
} from '#shared/contracts/suggestions.constants.ts';
import type {
  AdminBulkSuggestionsInput,
  AdminListSuggestionsResponse,
  AdminSuggestion,
  AdminUpdateSuggestionInput,
} from '#shared/contracts/suggestions.ts';
import { apiFetch } from '#client/lib/api-client.ts';

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

export function adminSuggestionsApiPath(view: AdminSuggestionsView): string {
  const params = new URLSearchParams({
    page: String(view.page),
    limit: String(ADMIN_SUGGESTIONS_PAGE_SIZE),
    sortBy: view.sortBy,
    sortDirection: view.sortDirection,
  });
  if (view.status) params.set('status', view.status);
  return `/_api/admin/suggestions?${params}`;
}

const ADMIN_KEY = ['admin', 'suggestions'] as const;

export const adminSuggestionsQueryOptions = (view: AdminSuggestionsView) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, view.page, view.status ?? 'all', view.sortBy, view.sortDirection],
    queryFn: ({ signal }) => apiFetch<AdminListSuggestionsResponse>(adminSuggestionsApiPath(view), { signal }),
  });

export function useAdminSuggestions(view: AdminSuggestionsView, initialData?: AdminListSuggestionsResponse) {
  return useQuery({ ...adminSuggestionsQueryOptions(view), initialData, placeholderData: keepPreviousData });
}

export const updateSuggestion = (input: AdminUpdateSuggestionInput) =>
  apiFetch<{ suggestion: AdminSuggestion }>('/_api/admin/suggestions', { method: 'POST', body: input });

/** Inline edit of one row; the table and stat cards refresh afterwards. */
export function useUpdateSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSuggestion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

export const bulkSuggestions = (input: AdminBulkSuggestionsInput) =>
  apiFetch<{ count: number }>('/_api/admin/suggestions/bulk', { method: 'POST', body: input });

export function useBulkSuggestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkSuggestions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

export const deleteSuggestion = (id: number) =>
  apiFetch<{ success: true }>('/_api/admin/suggestions/delete', { method: 'POST', body: { id } });

export function useDeleteSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSuggestion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
