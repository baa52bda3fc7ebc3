import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { readFileSync } from 'node:fs';
import {
  PASSWORD_COMMON,
  PASSWORD_WEAK,
  passwordRuleBroken,
  type PasswordProblem,
} from '#shared/contracts/auth.constants.ts';
import { appError } from '../error-catalogue.ts';

// The 10,000 commonest passwords of 8 characters or more, lower-cased (scripts/common-passwords.ts
// writes the file). Read on first use and kept on the server: it never reaches a browser.
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return common.has(password.trim().toLowerCase());
}

/** zxcvbn's score (0–4) a new password needs: 2 is "somewhat guessable", about 10^8 guesses. */
export const MIN_PASSWORD_SCORE = 2;
/**
 * zxcvbn's matching grows fast with the length (a 128-character password takes seconds): it
 * scores the first 64 characters, which already make any password it rates weak strong enough.
 */
const SCORED_LENGTH = 64;

/** Words of this shop that make a guessable password (`novatick123`): the site and platform names. */
let siteWords: string[] = ['novatick', 'ninjatrader'];

/** Called when the app starts, with its configured names (SITE_NAME, PLATFORM_NAME, the site's host). */
export function setPasswordSiteWords(words: readonly string[]) {
  const split = words.flatMap((word) => [word, ...word.split(/[^\p{L}\p{N}]+/u)]);
  siteWords = [
    ...new Set(['novatick', 'ninjatrader', ...split].map((w) => w.toLowerCase()).filter((w) => w.length > 2)),
  ];
}

// The dictionaries are a few megabytes: loaded on the first password set, not when the server starts.
let estimator: Promise<ZxcvbnFactory> | undefined;
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([core, commonWords, english]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...commonWords.dictionary, ...english.dictionary },
        graphs: commonWords.adjacencyGraphs,
        maxLength: SCORED_LENGTH,
      }),
  );
  return estimator;
}

/** The e-mail as a guesser would use it: whole, its local part and its words (`ann.smith@x` → ann, smith). */
function personalWords(email?: string, displayName?: string): string[] {
  if (!email && !displayName) return [];
  const local = email?.split('@')[0] ?? '';
  return [email ?? '', local, ...local.split(/[^\p{L}\p{N}]+/u), ...(displayName?.split(/\s+/u) ?? [])]
    .map((w) => w.toLowerCase())
    .filter((w) => w.length > 2);
}

/** Whether zxcvbn scores the password below MIN_PASSWORD_SCORE, given the site's and the person's words. */
export async function isWeakPassword(password: string, email?: string, displayName?: string): Promise<boolean> {
  const zxcvbn = await loadEstimator();
  const { score } = zxcvbn.check(password, [...siteWords, ...personalWords(email, displayName)]);
  return score < MIN_PASSWORD_SCORE;
}

/**
 * Refuses a new password (sign-up, reset, /account, `npm run user -- create`) that is only
 * spaces, the account's e-mail, one of the commonest passwords, or easy to guess (repeated or
 * sequential characters, keyboard rows, dates, words of the site or of the e-mail: zxcvbn-ts,
 * decisions/password-policy.md), with a 400 naming the password field (`validation_failed`, and
 * the rule's code in `fieldCodes[field]`, `password` unless told).
 */
export async function assertPasswordAllowed(
  password: string,
  email?: string,
  field = 'password',
  displayName?: string,
): Promise<void> {
  let problem: PasswordProblem | null =
    passwordRuleBroken(password, email) ?? (isCommonPassword(password) ? PASSWORD_COMMON : null);
  if (!problem && (await isWeakPassword(password, email, displayName))) problem = PASSWORD_WEAK;
  if (problem)
    throw appError('validation_failed', {
      message: problem.message,
      details: { [field]: problem.message },
      fieldCodes: {
        [field]: problem.fieldCode,
      },
    });
}
