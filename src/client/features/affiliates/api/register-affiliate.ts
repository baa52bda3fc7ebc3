import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registerAffiliate } from '#shared/contracts/affiliates.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { affiliateKey } from './get-dashboard.ts';

/** SPEC §4: registration success refreshes the dashboard. */
export function useRegisterAffiliate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(registerAffiliate, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: affiliateKey }),
  });
}
