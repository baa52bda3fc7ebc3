import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createApiKey, listApiKeys, revokeApiKey } from '#shared/contracts/api-keys.endpoints.ts';
import { listAudit } from '#shared/contracts/audit.endpoints.ts';
import { listBackups, startBackup } from '#shared/contracts/backups.endpoints.ts';
import type { EndpointInput, EndpointOutput } from '#shared/contracts/endpoint.ts';
import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  redeliverWebhook,
  rotateWebhookSecret,
  updateWebhook,
} from '#shared/contracts/webhooks.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

// The operator's pages: webhooks, API keys, the audit log, backups.
const webhooksKey = ['admin', 'webhooks'] as const;
const apiKeysKey = ['admin', 'api-keys'] as const;
const backupsKey = ['admin', 'backups'] as const;

export function useWebhooks(initialData?: EndpointOutput<typeof listWebhooks>) {
  return useQuery({
    queryKey: webhooksKey,
    queryFn: ({ signal }) => callEndpoint(listWebhooks, undefined, { signal }),
    initialData,
  });
}

function useWebhookMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey }) });
}

export const useCreateWebhook = () =>
  useWebhookMutation((input: EndpointInput<typeof createWebhook>) => callEndpoint(createWebhook, input));
export const useUpdateWebhook = () =>
  useWebhookMutation((input: EndpointInput<typeof updateWebhook>) => callEndpoint(updateWebhook, input));
export const useDeleteWebhook = () => useWebhookMutation((id: number) => callEndpoint(deleteWebhook, { id }));
export const useRotateWebhookSecret = () =>
  useWebhookMutation((id: number) => callEndpoint(rotateWebhookSecret, { id }));

export function useWebhookDeliveries(webhookId: number, page: number) {
  return useQuery({
    queryKey: [...webhooksKey, 'deliveries', webhookId, page],
    queryFn: ({ signal }) => callEndpoint(listWebhookDeliveries, { webhookId, page }, { signal }),
  });
}

export function useRedeliver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) => callEndpoint(redeliverWebhook, { deliveryId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...webhooksKey, 'deliveries'] }),
  });
}

export function useApiKeys(initialData?: EndpointOutput<typeof listApiKeys>) {
  return useQuery({
    queryKey: apiKeysKey,
    queryFn: ({ signal }) => callEndpoint(listApiKeys, undefined, { signal }),
    initialData,
  });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof createApiKey>) => callEndpoint(createApiKey, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(revokeApiKey, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}

export type AuditFilters = Omit<EndpointInput<typeof listAudit>, 'page'>;

export function useAudit(filters: AuditFilters, page: number, initialData?: EndpointOutput<typeof listAudit>) {
  return useQuery({
    queryKey: ['admin', 'audit', filters, page],
    queryFn: ({ signal }) => callEndpoint(listAudit, { ...filters, page }, { signal }),
    initialData,
  });
}

export function useBackups(initialData?: EndpointOutput<typeof listBackups>) {
  return useQuery({
    queryKey: backupsKey,
    queryFn: ({ signal }) => callEndpoint(listBackups, undefined, { signal }),
    initialData,
    // While one runs, look again every 2 s until it has ended.
    refetchInterval: (query) => (query.state.data?.backups.some((b) => b.status === 'running') ? 2_000 : false),
  });
}

export function useStartBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(startBackup, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupsKey }),
  });
}
