import type { UserResponse } from '#shared/contracts/auth.ts';
import { apiFetch } from '#client/lib/api-client.ts';

/** Trades the OAuth popup's single-use token for a session cookie. */
export const establishSession = (tempToken: string) =>
  apiFetch<UserResponse>('/_api/auth/establish_session', { method: 'POST', body: { tempToken } });
