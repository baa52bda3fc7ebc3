import { queryOptions, useQuery } from '@tanstack/react-query';
import { useRouteLoaderData } from 'react-router';
import type { AuthUser } from '#shared/contracts/auth-user.ts';
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
export const sessionQueryOptions = () => queryOptions({ queryKey: SESSION_QUERY_KEY, queryFn: ({ signal }) => getSession(signal), staleTime: Infinity, retry: 1 });

export type AuthState = { status: 'loading' } | { status: 'unauthenticated'; error?: string } | { status: 'authenticated'; user: AuthUser };

/**
 * The signed-in user on the client. The root loader already knows it, so the cache starts from
 * that and the browser never asks again on first render.
 */
export function useSession(): AuthState {
  const root = useRouteLoaderData('root') as { user: AuthUser | null } | undefined;
  const query = useQuery({ ...sessionQueryOptions(), initialData: root ? { user: root.user } : undefined });
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'unauthenticated', error: query.error.message };
  return query.data.user ? { status: 'authenticated', user: query.data.user } : { status: 'unauthenticated' };
}
