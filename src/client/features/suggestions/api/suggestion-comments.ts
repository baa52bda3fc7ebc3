import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '#shared/contracts/endpoint.ts';
import {
  createSuggestionComment,
  deleteSuggestionComment,
  listSuggestionComments,
  updateSuggestionComment,
} from '#shared/contracts/suggestion-comments.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { SUGGESTIONS_KEY } from './list-suggestions.ts';

/** Every cached page of one suggestion's comments. */
const commentsKey = (suggestionId: number) => ['suggestions', 'comments', suggestionId] as const;

export function useSuggestionComments(suggestionId: number, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...commentsKey(suggestionId), page],
    queryFn: ({ signal }) => callEndpoint(listSuggestionComments, { suggestionId, page }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** After any change the thread and the board (its comment counts) reload; comments never reorder the board. */
function useRefresh(suggestionId: number) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: commentsKey(suggestionId) }),
      queryClient.invalidateQueries({ queryKey: SUGGESTIONS_KEY }),
    ]);
  };
}

export function useCreateComment(suggestionId: number) {
  const refresh = useRefresh(suggestionId);
  return useMutation({
    mutationFn: (input: EndpointInput<typeof createSuggestionComment>) => callEndpoint(createSuggestionComment, input),
    onSuccess: refresh,
  });
}

export function useUpdateComment(suggestionId: number) {
  const refresh = useRefresh(suggestionId);
  return useMutation({
    mutationFn: (input: EndpointInput<typeof updateSuggestionComment>) => callEndpoint(updateSuggestionComment, input),
    onSuccess: refresh,
  });
}

export function useDeleteComment(suggestionId: number) {
  const refresh = useRefresh(suggestionId);
  return useMutation({
    mutationFn: (id: number) => callEndpoint(deleteSuggestionComment, { id }),
    onSuccess: refresh,
  });
}
