// The admin analytics, without zod, so pages can import it.

export const ANALYTICS_INTERVALS = ['day', 'week', 'month'] as const;
export type AnalyticsInterval = (typeof ANALYTICS_INTERVALS)[number];

/** How many products each "top indicators" list shows. */
export const TOP_INDICATORS = 5;

/** Suggestion statuses that count as open on the dashboard. */
export const OPEN_SUGGESTION_STATUSES = ['under_review', 'planned', 'in_progress'] as const;

/** The Stripe event a dispute (chargeback) arrives as; `payment_events` records every event the webhook gets. */
export const DISPUTE_EVENT_TYPE = 'charge.dispute.created';
