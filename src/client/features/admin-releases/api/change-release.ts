import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { EndpointInput } from '#shared/contracts/endpoint.ts';
import { updateRelease, withdrawRelease } from '#shared/contracts/releases.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { storeRelease } from './list-releases.ts';

/** Notes, minimum platform version, draft or published. The dialog shows field errors itself. */
export function useUpdateRelease(pageId: number) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('admin-releases');
  return useMutation({
    mutationFn: (input: EndpointInput<typeof updateRelease>) => callEndpoint(updateRelease, input),
    onSuccess: async ({ release }) => {
      toast.success(t('toast.updated', { version: release.version }));
      await storeRelease(queryClient, pageId, release);
    },
  });
}

/** Withdraws a release (hidden from libraries, file kept) or restores it. */
export function useWithdrawRelease(pageId: number) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('admin-releases');
  return useMutation({
    mutationFn: (input: { id: number; withdrawn: boolean }) => callEndpoint(withdrawRelease, input),
    onSuccess: async ({ release }) => {
      toast.success(t(release.withdrawn ? 'toast.withdrawn' : 'toast.restored', { version: release.version }));
      await storeRelease(queryClient, pageId, release);
    },
    onError: (error) => toast.error(errorText(t, error, t('toast.withdrawFailed'))),
  });
}
