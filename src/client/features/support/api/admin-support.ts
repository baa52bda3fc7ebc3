import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminListSupportQuery, AdminListSupportResponse, SupportMessage, SupportStatus } from '#shared/contracts/support.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { statusListApiPath } from '#client/lib/url-list-query.ts';

export const adminMessagesPath = (query: AdminListSupportQuery) => statusListApiPath('/_api/admin/support/messages', query);

export const adminMessagesQueryOptions = (query: AdminListSupportQuery) =>
  queryOptions({ queryKey: ['admin', 'support', query.page ?? 1, query.query ?? '', query.status ?? ''], queryFn: ({ signal }) => apiFetch<AdminListSupportResponse>(adminMessagesPath(query), { signal }) });

export function useAdminMessages(query: AdminListSupportQuery, initialData?: AdminListSupportResponse) {
  return useQuery({ ...adminMessagesQueryOptions(query), initialData, placeholderData: keepPreviousData });
}

export const setMessageStatus = (input: { id: number; status: SupportStatus }) => apiFetch<{ message: SupportMessage }>('/_api/admin/support/messages/status', { method: 'POST', body: input });

export function useSetMessageStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setMessageStatus, onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'support'] }) });
}
