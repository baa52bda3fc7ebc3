import { retryRefund } from '#shared/contracts/admin-store.endpoints.ts';
import type { RetryRefundInput } from '#shared/contracts/admin-orders.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { useRefundMutation } from './refund-order.ts';

/**
 * "Retry now" on a pending refund: asks the provider again with the refund's own
 * idempotency key, so the money goes back once. Then the order is read again either way (still
 * pending, or refunded with its keys revoked).
 */
export const useRetryRefund = () => useRefundMutation((input: RetryRefundInput) => callEndpoint(retryRefund, input));
