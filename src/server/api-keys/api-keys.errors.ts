import { defineErrors } from '../platform/errors.ts';

/** The codes this domain answers with: each one's kind (HTTP status) and English text, once (docs/decisions/error-catalogue.md). */
export const API_KEYS_ERRORS = defineErrors({
  api_key_not_found: { kind: 'not_found', message: 'API key not found.' },
  api_key_scope_missing: { kind: 'forbidden', message: 'This API key lacks the scope this endpoint needs.' },
});
