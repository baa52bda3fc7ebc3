import { defineErrors } from '../platform/errors.ts';
import { SEARCH_MAX_LENGTH } from '#shared/contracts/search.constants.ts';

/** The codes this domain answers with: each one's kind (HTTP status) and English text, once (docs/decisions/error-catalogue.md). */
export const SEARCH_ERRORS = defineErrors({
  search_query_too_long: { kind: 'bad_request', message: `Search must be ${SEARCH_MAX_LENGTH} characters or less.` },
});
