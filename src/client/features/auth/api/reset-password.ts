import { useMutation } from '@tanstack/react-query';
import type { EndpointInput } from '#shared/contracts/endpoint.ts';
import { resetPassword } from '#shared/contracts/auth.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: EndpointInput<typeof resetPassword>) => callEndpoint(resetPassword, input),
  });
}
