import { queryOptions } from '@tanstack/react-query';
import type { SessionResponse } from '#shared/contracts/auth.ts';
import { ApiError, apiFetch } from '#client/lib/api-client.ts';

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

export async function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  try {
    return await apiFetch<SessionResponse>('/_api/auth/session', { signal });
  } catch (error) {
    // SPEC §7: the error text is used, fallback 'Session check failed'.
    if (error instanceof ApiError && error.status === 0) throw new ApiError('Session check failed', 0);
    throw error;
  }
}

/** SPEC §4: the session is fetched once, cached indefinitely, with one retry. */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: Infinity,
    retry: 1,
  });
