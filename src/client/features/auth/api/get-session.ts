import { queryOptions } from '@tanstack/react-query';
import { getSession as getSessionEndpoint } from '#shared/contracts/auth.endpoints.ts';
import { ApiError, callEndpoint } from '#client/lib/api-client.ts';

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

export async function getSession(signal?: AbortSignal) {
  try {
    return await callEndpoint(getSessionEndpoint, undefined, { signal });
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
