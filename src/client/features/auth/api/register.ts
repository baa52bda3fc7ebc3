import { useMutation } from '@tanstack/react-query';
import type { EndpointInput } from '#shared/contracts/endpoint.ts';
import { registerWithPassword } from '#shared/contracts/auth.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

export function useRegister() {
  return useMutation({
    mutationFn: (input: EndpointInput<typeof registerWithPassword>) => callEndpoint(registerWithPassword, input),
  });
}
