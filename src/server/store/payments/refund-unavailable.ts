/** The provider could not tell whether a refund went through (network, 5xx): the refund stays pending and is retried. */
export class RefundUnavailableError extends Error {}
