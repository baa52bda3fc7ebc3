import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { affiliateKey } from './get-dashboard.ts';

export const registerAffiliate = () =>
  apiFetch<{ success: true; affiliateCode: string }>('/_api/affiliate/register', { method: 'POST', body: {} });

/** SPEC §4: registration success refreshes the dashboard. */
export function useRegisterAffiliate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerAffiliate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: affiliateKey }),
  });
}
