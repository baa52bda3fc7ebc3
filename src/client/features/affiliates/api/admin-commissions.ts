import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CommissionDecision,
  CommissionStatus,
  ReferralReviewStatus,
} from '#shared/contracts/affiliate-commissions.constants.ts';
import { ADMIN_COMMISSIONS_PAGE_SIZE } from '#shared/contracts/affiliate-commissions.constants.ts';
import {
  createPayoutBatch,
  decideCommissions,
  listAdminCommissions,
  listPayoutBatches,
  listReviewReferrals,
  markPayoutBatchPaid,
  reviewReferrals,
} from '#shared/contracts/affiliate-commissions.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { adminPayoutsKey } from './admin-list-payouts.ts';

// The admin's commission calls: commissions (approve early, decline), fraud review, payout batches.

export const adminCommissionsKey = ['admin', 'commissions'] as const;
export const adminReviewKey = ['admin', 'referral-review'] as const;
export const adminBatchesKey = ['admin', 'payout-batches'] as const;

export function useAdminCommissions(filter: { status: CommissionStatus | null; page: number }) {
  return useQuery({
    queryKey: [...adminCommissionsKey, filter.status, filter.page],
    queryFn: ({ signal }) =>
      callEndpoint(
        listAdminCommissions,
        { status: filter.status ?? undefined, page: filter.page, limit: ADMIN_COMMISSIONS_PAGE_SIZE },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useDecideCommissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: number[]; decision: CommissionDecision }) => callEndpoint(decideCommissions, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCommissionsKey }),
  });
}

export function useReviewReferrals(filter: { status: ReferralReviewStatus; page: number }) {
  return useQuery({
    queryKey: [...adminReviewKey, filter.status, filter.page],
    queryFn: ({ signal }) =>
      callEndpoint(
        listReviewReferrals,
        { status: filter.status, page: filter.page, limit: ADMIN_COMMISSIONS_PAGE_SIZE },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useReviewDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: number[]; decision: CommissionDecision }) => callEndpoint(reviewReferrals, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminReviewKey }),
        queryClient.invalidateQueries({ queryKey: adminCommissionsKey }),
      ]),
  });
}

export function usePayoutBatches() {
  return useQuery({
    queryKey: [...adminBatchesKey],
    queryFn: ({ signal }) => callEndpoint(listPayoutBatches, { page: 1, limit: 20 }, { signal }),
  });
}

/** Creating a batch or paying one changes the payouts too: both lists are refetched. */
export function useBatchAction() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminBatchesKey }),
      queryClient.invalidateQueries({ queryKey: adminPayoutsKey }),
    ]);
  return {
    create: useMutation({
      mutationFn: (payoutIds: number[]) => callEndpoint(createPayoutBatch, { payoutIds }),
      onSettled: refresh,
    }),
    markPaid: useMutation({
      mutationFn: (input: { id: number; reference: string }) => callEndpoint(markPayoutBatchPaid, input),
      onSettled: refresh,
    }),
  };
}
