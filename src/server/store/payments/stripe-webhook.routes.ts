import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { STRIPE_WEBHOOK_PATH } from '#shared/contracts/store.endpoints.ts';
import { appError } from '../../error-catalogue.ts';
import type { SiteInfo } from '../complete-order.ts';
import { stripeClient } from './stripe.ts';
import { handleStripeEvent } from './stripe-webhook.service.ts';

export interface StripeWebhookOptions {
  secretKey: string;
  webhookSecret: string;
  site: SiteInfo;
}

export const INVALID_SIGNATURE_MESSAGE = 'Invalid Stripe signature.';

/**
 * POST `STRIPE_WEBHOOK_PATH` (/_api/payments/stripe/webhook). Called by Stripe's servers, so no browser CSRF check
 * (`csrf: false`); the `Stripe-Signature` HMAC over the exact bytes received is the check,
 * which is why this plugin keeps JSON bodies raw instead of parsing them.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<StripeWebhookOptions> = async (app, options) => {
  const stripe = stripeClient({ secretKey: options.secretKey });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(STRIPE_WEBHOOK_PATH, { config: { csrf: false } }, async (request) => {
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
      throw appError('bad_request', { message: INVALID_SIGNATURE_MESSAGE });
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(request.body, signature, options.webhookSecret);
    } catch {
      throw appError('bad_request', { message: INVALID_SIGNATURE_MESSAGE });
    }
    const outcome = await handleStripeEvent(app.db, event, options.site, app.hooks.order, request.log);
    request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook');
    return { received: true, outcome };
  });
};
