import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#client/lib/use-translation.ts';
import { updateIndicator } from '#shared/contracts/admin-store.endpoints.ts';
import type { AdminIndicatorDto } from '#shared/contracts/admin-store.ts';
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

type UpdateIndicatorInput = EndpointInput<typeof updateIndicator>;

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
  return useMutation<EndpointOutput<typeof updateIndicator>, Error, UpdateVariables, CacheSnapshot>({
    mutationFn: ({ input }) => callEndpoint(updateIndicator, input),
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
      toast.error(errorText(t, error, t('indicators.toast.updateFailed')));
    },
    onSettled: () => refetchList(queryClient),
  });
}
