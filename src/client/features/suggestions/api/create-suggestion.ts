import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '#shared/contracts/endpoint.ts';
import { createSuggestion } from '#shared/contracts/suggestions.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { SUGGESTIONS_KEY } from './list-suggestions.ts';

export function useCreateSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof createSuggestion>) => callEndpoint(createSuggestion, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUGGESTIONS_KEY }),
  });
}
