import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminIndicatorDto, DeleteIndicatorResponse } from '#shared/contracts/admin-store.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { patchList, refetchList, rollback, snapshot, type CacheSnapshot } from './indicator-cache.ts';
import { errorMessage } from './messages.ts';

export const deleteIndicator = (id: number) =>
  apiFetch<DeleteIndicatorResponse>('/_api/admin/indicators/delete', { method: 'POST', body: { id } });

export function useDeleteIndicator() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('admin-store');
  return useMutation<DeleteIndicatorResponse, Error, Pick<AdminIndicatorDto, 'id' | 'name'>, CacheSnapshot>({
    mutationFn: ({ id }) => deleteIndicator(id),
    onMutate: async ({ id, name }) => {
      const context = await snapshot(queryClient);
      patchList(queryClient, (list) => list.filter((row) => row.id !== id));
      toast.success(t('indicators.toast.deleted', { name }));
      return context;
    },
    onError: (error, _variables, context) => {
      rollback(queryClient, context);
      toast.error(errorMessage(t, error, 'indicators.toast.deleteFailed'));
    },
    onSettled: () => refetchList(queryClient),
  });
}
