import { defineErrors } from '../platform/errors.ts';

/** The codes this domain answers with: each one's kind (HTTP status) and English text, once (docs/decisions/error-catalogue.md). */
export const WEBHOOKS_ERRORS = defineErrors({
  webhook_not_found: { kind: 'not_found', message: 'Webhook not found.' },
  webhook_delivery_not_found: { kind: 'not_found', message: 'Delivery not found.' },
  /** The sentence says why (`This webhook URL is not allowed (…).`): HTTPS, a private address, DNS. */
  webhook_url_refused: { kind: 'bad_request', message: 'This webhook URL is not allowed.' },
});
