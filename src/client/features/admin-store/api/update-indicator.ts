import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminIndicatorDto, IndicatorResponse, UpdateIndicatorInput } from '#shared/contracts/admin-store.ts';
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

export const updateIndicator = (input: UpdateIndicatorInput) =>
  apiFetch<IndicatorResponse>('/_api/admin/indicators/update', { method: 'POST', body: input });

/** SPEC §4: the status toggle is a full update with only `isActive` flipped. */
export function toggleInput(indicator: AdminIndicatorDto): UpdateIndicatorInput {
  return {
    id: indicator.id,
    name: indicator.name,
    description: indicator.description,
    shortDescription: indicator.shortDescription,
    price: indicator.price,
    imageUrl: indicator.imageUrl,
    isActive: !indicator.isActive,
    features: indicator.features,
    categoryIds: indicator.categories.map((c) => c.id),
  };
}

export interface UpdateVariables {
  input: UpdateIndicatorInput;
  /** The toggle says "… is now active"; the edit form says "Indicator updated." */
  toggled?: boolean;
}

export function useUpdateIndicator() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('admin-store');
  return useMutation<IndicatorResponse, Error, UpdateVariables, CacheSnapshot>({
    mutationFn: ({ input }) => updateIndicator(input),
    onMutate: async ({ input, toggled }) => {
      const context = await snapshot(queryClient);
      patchList(queryClient, (list) =>
        list.map((row) => (row.id === input.id ? optimisticIndicator(queryClient, input, row) : row)),
      );
      const name = input.name.trim();
      toast.success(
        toggled
          ? t(input.isActive ? 'indicators.toast.activated' : 'indicators.toast.deactivated', { name })
          : t('indicators.toast.updated', { name }),
      );
      return context;
    },
    onSuccess: ({ indicator }) =>
      patchList(queryClient, (list) => list.map((row) => (row.id === indicator.id ? indicator : row))),
    onError: (error, _variables, context) => {
      rollback(queryClient, context);
      toast.error(errorMessage(t, error, 'indicators.toast.updateFailed'));
    },
    onSettled: () => refetchList(queryClient),
  });
}
