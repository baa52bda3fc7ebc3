import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '#shared/contracts/auth.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export const requestPasswordReset = (input: ForgotPasswordInput) =>
  apiFetch<{ success: true }>('/_api/auth/forgot_password', { method: 'POST', body: input });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
