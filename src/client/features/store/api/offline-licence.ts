import { useMutation } from '@tanstack/react-query';
import type { EndpointInput } from '#shared/contracts/endpoint.ts';
import { offlineLicence } from '#shared/contracts/licences.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** A signed offline licence file for one of the owner's activated machines. */
export function useOfflineLicence() {
  return useMutation({
    mutationFn: (input: EndpointInput<typeof offlineLicence>) => callEndpoint(offlineLicence, input),
  });
}
