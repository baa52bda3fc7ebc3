import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#client/lib/use-translation.ts';
import { deleteIndicator } from '#shared/contracts/admin-store.endpoints.ts';
import type { AdminIndicatorDto } from '#shared/contracts/admin-store.ts';
import type { EndpointOutput } from '#shared/contracts/endpoint.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { patchList, refetchList, rollback, snapshot, type CacheSnapshot } from './indicator-cache.ts';

export function useDeleteIndicator() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('admin-store');
  return useMutation<
    EndpointOutput<typeof deleteIndicator>,
    Error,
    Pick<AdminIndicatorDto, 'id' | 'name'>,
    CacheSnapshot
  >({
    mutationFn: ({ id }) => callEndpoint(deleteIndicator, { id }),
    onMutate: async ({ id, name }) => {
      const context = await snapshot(queryClient);
      patchList(queryClient, (list) => list.filter((row) => row.id !== id));
      toast.success(t('indicators.toast.deleted', { name }));
      return context;
    },
    onError: (error, _variables, context) => {
      rollback(queryClient, context);
      toast.error(errorText(t, error, t('indicators.toast.deleteFailed')));
    },
    onSettled: () => refetchList(queryClient),
  });
}
