import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutRequestInput, PayoutRequestResponse } from '#shared/contracts/affiliates.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { affiliateKey } from './get-dashboard.ts';

export const requestPayout = (body: PayoutRequestInput) =>
  apiFetch<PayoutRequestResponse>('/_api/affiliate/payout', { method: 'POST', body });

/** SPEC §4: payout success refreshes the dashboard (and the payout list). */
export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestPayout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: affiliateKey }),
  });
}
