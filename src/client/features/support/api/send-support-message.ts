import { useMutation } from '@tanstack/react-query';
import { sendSupportMessage } from '#shared/contracts/support.endpoints.ts';
import type { EndpointInput } from '#shared/contracts/endpoint.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

export function useSendSupportMessage() {
  return useMutation({
    mutationFn: (input: EndpointInput<typeof sendSupportMessage>) => callEndpoint(sendSupportMessage, input),
  });
}
