import { useMutation } from '@tanstack/react-query';
import type { EndpointInput } from '#shared/contracts/endpoint.ts';
import { setSuggestionSubscription } from '#shared/contracts/suggestions.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

export function useSetSubscription() {
  return useMutation({
    mutationFn: (input: EndpointInput<typeof setSuggestionSubscription>) =>
      callEndpoint(setSuggestionSubscription, input),
  });
}
