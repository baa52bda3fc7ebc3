import { z } from 'zod';

// Unsubscribing from a kind of e-mail with the token of its link (suggestion status e-mails,
// release update notices): each kind has its own pair of endpoints with these shapes.

export const UNSUBSCRIBE_LINK_INVALID = 'Unsubscribe link is invalid.';

export const SubscriptionQuery = z.object({
  token: z.string().trim().min(1, UNSUBSCRIBE_LINK_INVALID).max(100, UNSUBSCRIBE_LINK_INVALID),
});
export const SetSubscriptionInput = z.strictObject({ token: SubscriptionQuery.shape.token, subscribed: z.boolean() });
/** `email` is masked (`a•••@example.com`): the link may be forwarded, the address stays private. */
export const SubscriptionResponse = z.object({ email: z.string(), subscribed: z.boolean() });
export type SubscriptionResponse = z.infer<typeof SubscriptionResponse>;
