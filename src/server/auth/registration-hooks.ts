import type { Tx } from '../platform/db.ts';

export interface RegisteredUser {
  userId: number;
  email: string;
  /** From the register form or the `ref` cookie (DECISIONS "Affiliate program"); not validated here. */
  referralCode: string | null;
}

/** Runs inside the transaction that creates an account (password or Google). */
export const registrationHooks: Array<(tx: Tx, user: RegisteredUser) => Promise<void>> = [];

export async function runRegistrationHooks(tx: Tx, user: RegisteredUser) {
  for (const hook of registrationHooks) await hook(tx, user);
}
