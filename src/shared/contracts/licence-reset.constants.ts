// The self-service reset of lost machines (/orders → e-mailed link → /licences/reset), zod-free so
// pages may import it. The quota's numbers come from the server's configuration; these are the
// rules' fixed parts and the public texts.

/** How long an e-mailed reset link works. */
export const LICENCE_RESET_LINK_TTL_MS = 60 * 60 * 1000;
/** The quota's window: resets confirmed by the owner in the last 365 days count. */
export const LICENCE_RESET_WINDOW_MS = 365 * 24 * 60 * 60 * 1000;
/** At most one self-service reset in any 24 hours. */
export const LICENCE_RESET_MIN_INTERVAL_MS = 24 * 60 * 60 * 1000;

export const LICENCE_RESET_MESSAGES = {
  linkInvalid: 'This reset link is not valid. Please ask for a new one from your Orders page.',
  linkExpired: 'This reset link has expired. Please ask for a new one from your Orders page.',
  linkUsed: 'This reset link has already been used.',
  quotaUsed: 'This licence has used all of its machine resets for the year.',
  tooSoon: 'This licence was reset less than 24 hours ago. Please try again tomorrow.',
} as const;
