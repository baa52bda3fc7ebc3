import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CreateIndicatorInput, IndicatorResponse } from '#shared/contracts/admin-store.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/first-load/index.ts';
import {
  optimisticIndicator,
  patchList,
  refetchList,
  rollback,
  snapshot,
  type CacheSnapshot,
} from './indicator-cache.ts';
import { errorMessage } from './messages.ts';

export const createIndicator = (input: CreateIndicatorInput) =>
  apiFetch<IndicatorResponse>('/_api/admin/indicators', { method: 'POST', body: input });

/** Negative ids mark rows the server has not confirmed yet (their actions stay disabled). */
let nextTempId = -1;

/** SPEC §4: the new row shows at once with a success toast; an error removes it again. */
export function useCreateIndicator() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('admin-store');
  return useMutation<IndicatorResponse, Error, CreateIndicatorInput, CacheSnapshot & { tempId: number }>({
    mutationFn: createIndicator,
    onMutate: async (input) => {
      const context = await snapshot(queryClient);
      const tempId = nextTempId--;
      const now = new Date().toISOString();
      patchList(queryClient, (list) => [
        optimisticIndicator(queryClient, input, { id: tempId, kind: 'indicator', createdAt: now }),
        ...list,
      ]);
      toast.success(t('indicators.toast.created', { name: input.name.trim() }));
      return { ...context, tempId };
    },
    onSuccess: ({ indicator }, _input, context) =>
      patchList(queryClient, (list) => list.map((row) => (row.id === context.tempId ? indicator : row))),
    onError: (error, _input, context) => {
      rollback(queryClient, context);
      toast.error(errorMessage(t, error, 'indicators.toast.createFailed'));
    },
    onSettled: () => refetchList(queryClient),
  });
}
