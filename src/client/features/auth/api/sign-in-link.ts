import { useMutation } from '@tanstack/react-query';
import type { EndpointInput } from '#shared/contracts/endpoint.ts';
import { requestSignInLink, signInWithLink } from '#shared/contracts/auth.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

export function useRequestSignInLink() {
  return useMutation({
    mutationFn: (input: EndpointInput<typeof requestSignInLink>) => callEndpoint(requestSignInLink, input),
  });
}

export function useSignInWithLink() {
  return useMutation({
    mutationFn: (input: EndpointInput<typeof signInWithLink>) => callEndpoint(signInWithLink, input),
  });
}
