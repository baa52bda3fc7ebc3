import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { EndpointOutput } from '#shared/contracts/endpoint.ts';
import { type listSuggestions, voteSuggestion } from '#shared/contracts/suggestions.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { SUGGESTIONS_KEY } from './list-suggestions.ts';

type ListSuggestionsResponse = EndpointOutput<typeof listSuggestions>;
type VoteSuggestionResponse = EndpointOutput<typeof voteSuggestion>;

type Snapshot = Array<[QueryKey, ListSuggestionsResponse | undefined]>;

/** Sets one suggestion's count and flag on every cached page of the board. */
function patchAll(
  queryClient: ReturnType<typeof useQueryClient>,
  id: number,
  patch: (s: { upvotes: number; voted: boolean }) => { upvotes: number; voted: boolean },
) {
  queryClient.setQueriesData<ListSuggestionsResponse>({ queryKey: SUGGESTIONS_KEY }, (data) =>
    data ? { ...data, suggestions: data.suggestions.map((s) => (s.id === id ? { ...s, ...patch(s) } : s)) } : data,
  );
}

/**
 * Toggles the signed-in user's vote. The count and flag change at once and roll back when the
 * call fails. Afterwards the pages are only marked stale, not refetched: re-sorting a
 * most-voted list under the pointer would move the card the user just clicked.
 */
export function useVoteSuggestion() {
  const queryClient = useQueryClient();
  return useMutation<VoteSuggestionResponse, Error, number, { snapshot: Snapshot }>({
    mutationFn: (id) => callEndpoint(voteSuggestion, { id }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: SUGGESTIONS_KEY });
      const snapshot = queryClient.getQueriesData<ListSuggestionsResponse>({ queryKey: SUGGESTIONS_KEY });
      patchAll(queryClient, id, (s) => ({ upvotes: Math.max(0, s.upvotes + (s.voted ? -1 : 1)), voted: !s.voted }));
      return { snapshot };
    },
    onError: (_error, _id, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (result, id) => patchAll(queryClient, id, () => result),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUGGESTIONS_KEY, refetchType: 'none' }),
  });
}
