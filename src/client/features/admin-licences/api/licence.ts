import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#client/lib/use-translation.ts';
import {
  freeLicenceMachine,
  getAdminLicence,
  resetLicence,
  setLicenceStatus,
  setMachineLimit,
} from '#shared/contracts/licence-admin.endpoints.ts';
import type { EndpointOutput } from '#shared/contracts/endpoint.ts';
import type { LicenceStatus } from '#shared/contracts/licence-admin.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { adminLicencesKey } from './list-licences.ts';

type Detail = EndpointOutput<typeof getAdminLicence>;

export const adminLicenceKey = (id: number) => ['admin', 'licence', id] as const;

export function useAdminLicence(id: number, initialData: Detail) {
  return useQuery({
    queryKey: adminLicenceKey(id),
    queryFn: ({ signal }) => callEndpoint(getAdminLicence, { id }, { signal }),
    initialData,
  });
}

/** What the admin can do to a licence; each answers the fresh detail (status, machines, events). */
export type LicenceAction =
  | { kind: 'status'; status: LicenceStatus }
  | { kind: 'free'; machineId: string; machine: string }
  | { kind: 'reset' }
  | { kind: 'limit'; machineLimit: number };

const STATUS_TOAST = { active: 'toast.reinstated', suspended: 'toast.suspended', revoked: 'toast.revoked' } as const;

/** Not optimistic: each action changes what the add-on is told, so the screen waits for the server. */
export function useLicenceAction(id: number) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('admin-licences');
  return useMutation({
    mutationFn: (action: LicenceAction): Promise<Detail> => {
      switch (action.kind) {
        case 'status':
          return callEndpoint(setLicenceStatus, { id, status: action.status });
        case 'free':
          return callEndpoint(freeLicenceMachine, { id, machineId: action.machineId });
        case 'reset':
          return callEndpoint(resetLicence, { id });
        case 'limit':
          return callEndpoint(setMachineLimit, { id, machineLimit: action.machineLimit });
      }
    },
    onSuccess: (detail, action) => {
      queryClient.setQueryData(adminLicenceKey(id), detail);
      if (action.kind === 'status') toast.success(t(STATUS_TOAST[action.status]));
      else if (action.kind === 'free') toast.success(t('toast.freed', { machine: action.machine }));
      else if (action.kind === 'reset') toast.success(t('toast.reset'));
      else toast.success(t('toast.limit', { limit: action.machineLimit }));
    },
    onError: (error) => toast.error(errorText(t, error, t('actions.failed'))),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminLicencesKey }),
  });
}
