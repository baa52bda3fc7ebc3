import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAffiliatesUpdateInput } from '#shared/contracts/affiliates.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { adminAffiliatesKey } from './admin-list-affiliates.ts';

export const updateAffiliates = (body: AdminAffiliatesUpdateInput) =>
  apiFetch<{ message?: string }>('/_api/admin/affiliates', { method: 'POST', body });

/** SPEC §7: the list is refetched afterwards, whatever the outcome. */
export function useUpdateAffiliates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAffiliates,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminAffiliatesKey }),
  });
}
