// The shop's fixed amounts, in a module of their own: the sentences of every page quote them
// (shared/i18n-numbers.ts), so this is all the first load needs, not the domains' message lists.

/**
 * Card payments have a minimum charge (Stripe: $0.50). A discount may take a cart to exactly 0
 * (a free order, no provider asked) but never to 1–49 cents: `discount_total_below_minimum`.
 * Checked on the amount before tax, so it holds in every country and tax mode.
 */
export const MIN_CHARGE_CENTS = 50;

/** SPEC §9: an affiliate's smallest payout, and the largest one request may ask for. */
export const MIN_PAYOUT_DOLLARS = 50;
export const MAX_PAYOUT_DOLLARS = 1_000_000;
