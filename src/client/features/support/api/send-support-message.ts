import { useMutation } from '@tanstack/react-query';
import type { SendSupportMessageInput } from '#shared/contracts/support.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export const sendSupportMessage = (input: SendSupportMessageInput) => apiFetch<{ success: true }>('/_api/support', { method: 'POST', body: input });

export function useSendSupportMessage() {
  return useMutation({ mutationFn: sendSupportMessage });
}
