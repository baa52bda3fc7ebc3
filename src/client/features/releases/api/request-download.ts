import { useMutation } from '@tanstack/react-query';
import { requestDownload } from '#shared/contracts/releases.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** Asks for a 5-minute download link for one release and sends the browser to it. */
export function useRequestDownload() {
  return useMutation({
    mutationFn: (releaseId: number) => callEndpoint(requestDownload, { releaseId }),
    onSuccess: ({ url }) => {
      window.location.assign(url);
    },
  });
}
