import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  changeEmail,
  changePassword,
  confirmEmailChange,
  deleteAccount,
  disconnectGoogle,
  getAccount,
  listAccountSessions,
  revokeOtherSessions,
  revokeSession,
  updateProfile,
} from '#shared/contracts/account.endpoints.ts';
import type { EndpointInput, EndpointOutput } from '#shared/contracts/endpoint.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

export type Account = EndpointOutput<typeof getAccount>;
export type Sessions = EndpointOutput<typeof listAccountSessions>;

export const accountKey = ['account'] as const;
const sessionsKey = [...accountKey, 'sessions'] as const;

export function useAccount(initialData: Account | undefined) {
  return useQuery({
    queryKey: accountKey,
    queryFn: ({ signal }) => callEndpoint(getAccount, undefined, { signal }),
    initialData,
  });
}

export function useSessions(initialData: Sessions | undefined) {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => callEndpoint(listAccountSessions, undefined, { signal }),
    initialData,
  });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof updateProfile>) => callEndpoint(updateProfile, input),
    onSuccess: (account) => client.setQueryData(accountKey, account),
  });
}

/** A new password ends the other sessions, so the list is read again. */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof changePassword>) => callEndpoint(changePassword, input),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKey }),
  });
}

export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(revokeSession, { id }),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useRevokeOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(revokeOtherSessions, {}),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** Sends the link to the new address; nothing on the page changes until it is opened. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (input: EndpointInput<typeof changeEmail>) => callEndpoint(changeEmail, input),
  });
}

/** The e-mailed link's confirm button (/account/email/confirm). */
export function useConfirmEmailChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof confirmEmailChange>) => callEndpoint(confirmEmailChange, input),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKey }),
  });
}

export function useDisconnectGoogle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(disconnectGoogle, {}),
    onSuccess: (account) => client.setQueryData(accountKey, account),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: EndpointInput<typeof deleteAccount>) => callEndpoint(deleteAccount, input),
  });
}
