import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getImport, resumeImport, rollbackImport } from '#shared/contracts/import.endpoints.ts';
import type { ImportRun } from '#shared/contracts/import.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

export const importRunKey = (id: string | null) => ['admin', 'import', id ?? 'latest'] as const;

/** How often a running import is asked for its progress. */
export const IMPORT_POLL_MS = 1000;

/** A run's progress and result, read again every second while it runs (it goes on without the page). */
export function useImportRun(id: string | null, initialData?: ImportRun | null) {
  return useQuery({
    queryKey: importRunKey(id),
    queryFn: async ({ signal }) => (await callEndpoint(getImport, id ? { id } : {}, { signal })).import,
    initialData: initialData === undefined ? undefined : initialData,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? IMPORT_POLL_MS : false),
  });
}

/** Resume or roll back a failed run; the run is read again afterwards. */
export function useImportAction(kind: 'resume' | 'rollback') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(kind === 'resume' ? resumeImport : rollbackImport, { id }),
    onSuccess: ({ import: run }) => {
      if (run) queryClient.setQueryData(importRunKey(run.id), run);
    },
  });
}
