import { defineErrors } from '../platform/errors.ts';
import { SUPPORT_MESSAGE_NOT_FOUND } from '#shared/contracts/support.ts';

/** The codes this domain answers with: each one's kind (HTTP status) and English text, once (docs/decisions/error-catalogue.md). */
export const SUPPORT_ERRORS = defineErrors({
  support_message_not_found: { kind: 'not_found', message: SUPPORT_MESSAGE_NOT_FOUND },
});
