import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminListSupportQuery, AdminListSupportResponse, SupportMessage, SupportStatus } from '#shared/contracts/support.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export function adminMessagesPath(query: AdminListSupportQuery): string {
  const params = new URLSearchParams();
  if (query.page && Number(query.page) > 1) params.set('page', String(query.page));
  if (query.query) params.set('query', query.query);
  if (query.status) params.set('status', query.status);
  const text = params.toString();
  return `/_api/admin/support/messages${text ? `?${text}` : ''}`;
}

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
