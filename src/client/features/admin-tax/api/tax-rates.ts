import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteTaxRate, listTaxRates, setTaxRate } from '#shared/contracts/tax.endpoints.ts';
import type { EndpointInput, EndpointOutput } from '#shared/contracts/endpoint.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

export const adminTaxRatesKey = ['admin', 'tax-rates'] as const;

/** The rate table; the loader's answer seeds it, so the page does not fetch it again. */
export function useAdminTaxRates(initialData?: EndpointOutput<typeof listTaxRates>) {
  return useQuery({
    queryKey: adminTaxRatesKey,
    queryFn: ({ signal }) => callEndpoint(listTaxRates, undefined, { signal }),
    initialData,
  });
}

export type TaxRateBody = EndpointInput<typeof setTaxRate>;

/** Creates or replaces one country's rate; the table is re-read afterwards. */
export function useSetTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TaxRateBody) => callEndpoint(setTaxRate, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTaxRatesKey }),
  });
}

/** Removes a country's row: it pays the default rate again. */
export function useDeleteTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (country: string) => callEndpoint(deleteTaxRate, { country }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTaxRatesKey }),
  });
}
