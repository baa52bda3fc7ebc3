import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSuggestionInput } from '#shared/contracts/suggestions.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { SUGGESTIONS_KEY } from './list-suggestions.ts';

export const createSuggestion = (input: CreateSuggestionInput) =>
  apiFetch<{ success: true }>('/_api/suggestions', { method: 'POST', body: input });

export function useCreateSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSuggestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUGGESTIONS_KEY }),
  });
}
