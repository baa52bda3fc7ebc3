import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput, UserResponse } from '#shared/contracts/auth.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export const resetPassword = (input: ResetPasswordInput) =>
  apiFetch<UserResponse>('/_api/auth/reset_password', { method: 'POST', body: input });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
