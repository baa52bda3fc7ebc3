import { useMutation } from '@tanstack/react-query';
import type { EndpointInput } from '#shared/contracts/endpoint.ts';
import { loginWithPassword } from '#shared/contracts/auth.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

export function useLogin() {
  return useMutation({
    mutationFn: (input: EndpointInput<typeof loginWithPassword>) => callEndpoint(loginWithPassword, input),
  });
}
