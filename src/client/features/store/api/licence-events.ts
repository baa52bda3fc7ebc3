import { useQuery } from '@tanstack/react-query';
import { listOwnLicenceEvents } from '#shared/contracts/licence-events.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { ordersKey } from './list-orders.ts';

/** The short history of one of the user's licences; fetched only once asked for (`enabled`). */
export function useLicenceEvents(licenceId: number, enabled: boolean) {
  return useQuery({
    // Under the orders key, so freeing a machine (which refreshes the orders) refreshes it too.
    queryKey: [...ordersKey, 'licence-events', licenceId],
    queryFn: ({ signal }) => callEndpoint(listOwnLicenceEvents, { licenceId }, { signal }),
    enabled,
  });
}
