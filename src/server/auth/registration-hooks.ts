import type { Tx } from '../platform/db.ts';

export interface RegisteredUser {
  userId: number;
  email: string;
  /** From the register form or the `ref` cookie (DECISIONS "Affiliate program"); not validated here. */
  referralCode: string | null;
  /** The address the account was created from (the affiliate fraud rules); absent from scripts. */
  ip?: string | null;
}

/**
 * Runs inside the transaction that creates an account (password or Google). One list per app
 * instance, wired in `domains.ts` and passed to the services that create accounts.
 */
export type RegistrationHook = (tx: Tx, user: RegisteredUser) => Promise<void>;

export async function runRegistrationHooks(hooks: readonly RegistrationHook[], tx: Tx, user: RegisteredUser) {
  for (const hook of hooks) await hook(tx, user);
}
