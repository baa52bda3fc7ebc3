import { useMutation } from '@tanstack/react-query';
import type { EndpointInput } from '#shared/contracts/endpoint.ts';
import { requestPasswordReset } from '#shared/contracts/auth.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: EndpointInput<typeof requestPasswordReset>) => callEndpoint(requestPasswordReset, input),
  });
}
