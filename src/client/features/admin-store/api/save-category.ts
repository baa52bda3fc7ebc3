import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCategory, deleteCategory, updateCategory } from '#shared/contracts/admin-categories.endpoints.ts';
import type { EndpointInput } from '#shared/contracts/endpoint.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { adminCategoriesKey } from './list-categories.ts';

type SaveInput = EndpointInput<typeof createCategory> | EndpointInput<typeof updateCategory>;

/** A new category, or (with an `id`) an existing one renamed; the indicator form's list follows. */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveInput) =>
      'id' in input ? callEndpoint(updateCategory, input) : callEndpoint(createCategory, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCategoriesKey }),
  });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(deleteCategory, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCategoriesKey }),
  });
}
