import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#client/lib/use-translation.ts';
import { createIndicator } from '#shared/contracts/admin-store.endpoints.ts';
import type { EndpointInput, EndpointOutput } from '#shared/contracts/endpoint.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import {
  optimisticIndicator,
  patchList,
  refetchList,
  rollback,
  snapshot,
  type CacheSnapshot,
} from './indicator-cache.ts';

type CreateInput = EndpointInput<typeof createIndicator>;

/** Negative ids mark rows the server has not confirmed yet (their actions stay disabled). */
let nextTempId = -1;

/** SPEC §4: the new row shows at once with a success toast; an error removes it again. */
export function useCreateIndicator() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('admin-store');
  return useMutation<EndpointOutput<typeof createIndicator>, Error, CreateInput, CacheSnapshot & { tempId: number }>({
    mutationFn: (input) => callEndpoint(createIndicator, input),
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
      toast.error(errorText(t, error, t('indicators.toast.createFailed')));
    },
    onSettled: () => refetchList(queryClient),
  });
}
