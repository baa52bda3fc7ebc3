import { useQuery } from '@tanstack/react-query';
import { getUpgradePrices } from '#shared/contracts/store.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** The Pro Bundle at this customer's price (after the credit for indicators they own). */
export function useUpgradePrices(options: { enabled: boolean }) {
  return useQuery({
    queryKey: ['store', 'upgrade-prices'] as const,
    queryFn: ({ signal }) => callEndpoint(getUpgradePrices, undefined, { signal }),
    enabled: options.enabled,
  });
}
