// "Move my licence here" from inside the platform: the add-on asks for a code the
// shop e-mails to the licence's owner, then confirms with it. Zod-free so pages may import it.

/** How long an e-mailed transfer code works. */
export const LICENCE_TRANSFER_CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong codes one request accepts; the next try, right or wrong, needs a new request. */
export const LICENCE_TRANSFER_MAX_WRONG = 5;
/** The e-mailed code: six digits. */
export const LICENCE_TRANSFER_CODE_PATTERN = /^[0-9]{6}$/;

/** Offline grace of a signed licence answer (`leaseUntil`), per product in the admin form. */
export const LEASE_DAYS_DEFAULT = 14;
export const LEASE_DAYS_MAX = 90;

export const LICENCE_TRANSFER_MESSAGES = {
  notNeeded: 'This machine can be activated without a move: a slot is free or it is already active.',
  codeInvalid: 'There is no code waiting for this machine. Please ask for a new one.',
  codeWrong: 'That code is not right. Please check the e-mail and try again.',
  codeExpired: 'This code has expired. Please ask for a new one.',
  attemptsUsed: 'Too many wrong codes. Please ask for a new one.',
  codeMalformed: 'The code has six digits.',
  wrongProduct: 'This licence key is for another indicator.',
} as const;
