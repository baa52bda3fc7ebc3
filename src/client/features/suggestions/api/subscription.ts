import { useMutation } from '@tanstack/react-query';
import type { SubscriptionResponse } from '#shared/contracts/suggestions.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export const subscriptionApiPath = (token: string) =>
  `/_api/suggestions/subscription?token=${encodeURIComponent(token)}`;

export const setSubscription = (input: { token: string; subscribed: boolean }) =>
  apiFetch<SubscriptionResponse>('/_api/suggestions/subscription', { method: 'POST', body: input });

export function useSetSubscription() {
  return useMutation({ mutationFn: setSubscription });
}
