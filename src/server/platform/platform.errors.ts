import { defineErrors } from './errors.ts';
import { DATE_RANGE_MAX_YEARS } from '#shared/contracts/date-range.ts';
import { UNSUBSCRIBE_LINK_INVALID } from '#shared/contracts/mail-subscription.ts';

/** The codes this domain answers with: each one's kind (HTTP status) and English text, once (docs/decisions/error-catalogue.md). */
export const PLATFORM_ERRORS = defineErrors({
  bad_request: { kind: 'bad_request', message: 'Invalid request.' },
  conflict: { kind: 'conflict', message: 'The request conflicts with the current state.' },
  date_range_reversed: { kind: 'bad_request', message: 'The date range ends before it starts.' },
  date_range_too_long: { kind: 'bad_request', message: `The date range can be at most ${DATE_RANGE_MAX_YEARS} years.` },
  forbidden: { kind: 'forbidden', message: 'Admin access required.' },
  internal: { kind: 'internal', message: 'An unexpected error occurred.' },
  not_found: { kind: 'not_found', message: 'Not found.' },
  payload_too_large: { kind: 'payload_too_large', message: 'Request body is too large.' },
  range_not_satisfiable: { kind: 'range_not_satisfiable', message: 'Range not satisfiable.' },
  rate_limited: { kind: 'rate_limited', message: 'Too many requests. Please try again later.' },
  unauthorized: { kind: 'unauthorized', message: 'Authentication required.' },
  unsubscribe_link_invalid: { kind: 'not_found', message: UNSUBSCRIBE_LINK_INVALID },
  validation_failed: { kind: 'bad_request', message: 'Invalid request.' },
});
