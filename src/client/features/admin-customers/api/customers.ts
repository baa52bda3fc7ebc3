import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#client/lib/use-translation.ts';
import {
  getAdminCustomer,
  listAdminCustomers,
  sendCustomerPasswordReset,
  setCustomerRole,
  setCustomerSignIn,
} from '#shared/contracts/admin-customers.endpoints.ts';
import type { Role } from '#shared/contracts/auth-user.ts';
import type { EndpointInput, EndpointOutput } from '#shared/contracts/endpoint.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { readSearchListQuery, searchListSearchParams } from '#client/lib/url-list-query.ts';

export interface CustomersFilter {
  page: number;
  search: string;
}

const MAX_PAGE = 100_000;

/** `?search=&page=` in the URL. */
export function parseCustomersFilter(params: URLSearchParams): CustomersFilter {
  const { page, search } = readSearchListQuery(params, [], MAX_PAGE);
  return { page, search };
}
export const customersSearchParams = (filter: CustomersFilter) => searchListSearchParams({ ...filter, status: null });

export function customersQuery({ page, search }: CustomersFilter): EndpointInput<typeof listAdminCustomers> {
  return { page, search: search || undefined };
}

const customersKey = ['admin', 'customers'] as const;
const customerKey = (id: number) => ['admin', 'customer', id] as const;

export function useAdminCustomers(filter: CustomersFilter, initialData?: EndpointOutput<typeof listAdminCustomers>) {
  return useQuery({
    queryKey: [...customersKey, filter.page, filter.search],
    queryFn: ({ signal }) => callEndpoint(listAdminCustomers, customersQuery(filter), { signal }),
    initialData,
    placeholderData: keepPreviousData,
  });
}

/** The detail loads when a row opens. */
export function useAdminCustomer(id: number) {
  return useQuery({
    queryKey: customerKey(id),
    queryFn: ({ signal }) => callEndpoint(getAdminCustomer, { id }, { signal }),
  });
}

export type CustomerAction =
  { kind: 'signIn'; enabled: boolean } | { kind: 'role'; role: Role } | { kind: 'passwordReset' };

/** Not optimistic: the screen shows what the server decided (e.g. the last admin stays admin). */
export function useCustomerAction(id: number) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('admin-customers');
  return useMutation({
    mutationFn: async (action: CustomerAction) => {
      switch (action.kind) {
        case 'signIn':
          return callEndpoint(setCustomerSignIn, { id, enabled: action.enabled });
        case 'role':
          return callEndpoint(setCustomerRole, { id, role: action.role });
        case 'passwordReset':
          await callEndpoint(sendCustomerPasswordReset, { id });
          return null;
      }
    },
    onSuccess: (detail, action) => {
      if (detail) queryClient.setQueryData(customerKey(id), detail);
      if (action.kind === 'signIn') toast.success(t(action.enabled ? 'toast.enabled' : 'toast.disabled'));
      else if (action.kind === 'role') toast.success(t(action.role === 'admin' ? 'toast.promoted' : 'toast.demoted'));
      else toast.success(t('toast.resetSent'));
    },
    onError: (error) => toast.error(errorText(t, error, t('actions.failed'))),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: customersKey }),
  });
}
