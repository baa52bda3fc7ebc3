import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointOutput } from '#shared/contracts/endpoint.ts';
import { type listSuggestions, subscribeSuggestion } from '#shared/contracts/suggestions.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { SUGGESTIONS_KEY } from './list-suggestions.ts';

type ListResponse = EndpointOutput<typeof listSuggestions>;

/** "Notify me": the switch moves at once and moves back when the call fails. */
export function useSubscribeSuggestion() {
  const queryClient = useQueryClient();
  const setFlag = (id: number, subscribed: boolean) =>
    queryClient.setQueriesData<ListResponse>({ queryKey: SUGGESTIONS_KEY }, (data) =>
      data ? { ...data, suggestions: data.suggestions.map((s) => (s.id === id ? { ...s, subscribed } : s)) } : data,
    );
  return useMutation({
    mutationFn: (input: { id: number; subscribed: boolean }) => callEndpoint(subscribeSuggestion, input),
    onMutate: (input) => setFlag(input.id, input.subscribed),
    onError: (_error, input) => setFlag(input.id, !input.subscribed),
  });
}
