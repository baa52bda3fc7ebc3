import { defineErrors } from '../platform/errors.ts';
import { TAX_MESSAGES } from '#shared/contracts/tax.ts';

/** The codes this domain answers with: each one's kind (HTTP status) and English text, once (docs/decisions/error-catalogue.md). */
export const TAX_ERRORS = defineErrors({
  country_unknown: { kind: 'bad_request', message: TAX_MESSAGES.country_unknown },
  tax_rate_not_found: { kind: 'not_found', message: TAX_MESSAGES.tax_rate_not_found },
});
