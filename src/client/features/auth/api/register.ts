import { useMutation } from '@tanstack/react-query';
import type { RegisterInput, UserResponse } from '#shared/contracts/auth.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export const registerWithPassword = (input: RegisterInput) =>
  apiFetch<UserResponse>('/_api/auth/register_with_password', { method: 'POST', body: input });

export function useRegister() {
  return useMutation({ mutationFn: registerWithPassword });
}
