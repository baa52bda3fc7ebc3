import { useMutation } from '@tanstack/react-query';
import type { LoginInput, UserResponse } from '#shared/contracts/auth.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export const loginWithPassword = (input: LoginInput) =>
  apiFetch<UserResponse>('/_api/auth/login_with_password', { method: 'POST', body: input });

export function useLogin() {
  return useMutation({ mutationFn: loginWithPassword });
}
