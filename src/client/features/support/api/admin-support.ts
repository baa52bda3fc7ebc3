import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput, EndpointOutput } from '#shared/contracts/endpoint.ts';
import {
  listSupportMessages,
  replySupportMessage,
  setSupportMessageStatus,
} from '#shared/contracts/support.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

type ListQuery = EndpointInput<typeof listSupportMessages>;

export const adminMessagesQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: ['admin', 'support', query.page ?? 1, query.query ?? '', query.status ?? ''],
    queryFn: ({ signal }) => callEndpoint(listSupportMessages, query, { signal }),
  });

export function useAdminMessages(query: ListQuery, initialData?: EndpointOutput<typeof listSupportMessages>) {
  return useQuery({ ...adminMessagesQueryOptions(query), initialData, placeholderData: keepPreviousData });
}

export function useSetMessageStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof setSupportMessageStatus>) => callEndpoint(setSupportMessageStatus, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'support'] }),
  });
}

/** Sends a reply by e-mail and keeps it in the message's thread. */
export function useReplyToMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof replySupportMessage>) => callEndpoint(replySupportMessage, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'support'] }),
  });
}
