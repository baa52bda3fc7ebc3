import { hash, verify, type Algorithm } from '@node-rs/argon2';

// DESIGN "Security rules": argon2id, m=19456 KiB, t=2, p=1 (the OWASP minimum). `Algorithm` is an
// ambient const enum, which isolatedModules can't read, hence the literal (Argon2id = 2).
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// A login for an unknown address still runs one full argon2 verification against this hash,
// so a wrong e-mail and a wrong password take the same time (no account enumeration by timing).
let dummyHash: Promise<string> | undefined;

/** True when `password` matches `stored`; `stored` null (unknown or Google-only account) is always false, at equal cost. */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('timing-equaliser-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
