import { defineErrors } from '../platform/errors.ts';

/** The codes this domain answers with: each one's kind (HTTP status) and English text, once (docs/decisions/error-catalogue.md). */
export const ACCOUNT_DATA_ERRORS = defineErrors({
  deletion_confirmation_wrong: {
    kind: 'bad_request',
    message: 'Type your e-mail address exactly as shown to confirm.',
  },
});
