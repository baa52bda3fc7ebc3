import type { ReferralFlagReason } from './affiliates.schema.ts';

// Fraud review: when a sign-up through a referral is flagged instead of
// credited. Pure rules; the registration hook gathers the facts.

const DAY_MS = 86_400_000;

/** Providers that ignore dots in the local part (Gmail's rule); everyone else keeps them. */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * One mailbox under its many spellings: lower case; a `+tag` dropped for every domain (most
 * providers deliver `name+tag@` to `name@`); dots in the local part dropped for Gmail, whose
 * `googlemail.com` is the same mailbox as `gmail.com`.
 */
export function normaliseMailbox(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 1) return lower;
  let local = lower.slice(0, at).split('+')[0]!;
  let domain = lower.slice(at + 1);
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/**
 * The address the IP rules may use: a loopback address (127.0.0.0/8, ::1, ::ffff:127.…) says
 * nothing about who the visitor is (a local shop, the e2e suite, or a proxy without TRUST_PROXY),
 * so it never flags anyone.
 */
export function ruleIp(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return v4 === '::1' || v4.startsWith('127.') ? null : ip;
}

export interface FraudFacts {
  affiliate: { email: string; lastSeenIp: string | null; lastSeenAt: Date | null };
  buyerEmail: string;
  /** The address the buyer signed up from. */
  ip: string | null;
  now: Date;
  /** Sign-ups this affiliate already got from `ip` in the last 24 hours. */
  signupsFromIp: number;
  /** AFFILIATE_FRAUD_SIGNUPS_PER_IP: more than this many from one address are flagged. */
  signupsPerIp: number;
}

/** The first rule a sign-up breaks, or null when it may be credited. */
export function flagReason(facts: FraudFacts): ReferralFlagReason | null {
  if (normaliseMailbox(facts.affiliate.email) === normaliseMailbox(facts.buyerEmail)) return 'email_match';
  const { lastSeenIp, lastSeenAt } = facts.affiliate;
  const ip = ruleIp(facts.ip);
  if (ip && lastSeenIp === ip && lastSeenAt && facts.now.getTime() - lastSeenAt.getTime() <= DAY_MS)
    return 'affiliate_ip';
  if (ip && facts.signupsFromIp >= facts.signupsPerIp) return 'ip_signups';
  return null;
}
