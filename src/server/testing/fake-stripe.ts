import { createServer, type IncomingMessage, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { App } from '../app.ts';
import { STRIPE_WEBHOOK_PATH } from '#shared/contracts/store.endpoints.ts';
import { ApiClient, createTestApp, type TestApp } from './test-app.ts';

/**
 * A small stand-in for api.stripe.com over HTTP: Checkout Sessions (create, retrieve, expire) and refunds
 * (create, with Stripe's idempotency: the same `Idempotency-Key` answers the first result again).
 * `down` answers 500 to everything; `refundStatus` sets what new refunds answer;
 * `loseRefundAnswers` makes the refund and answers 500.
 */
export interface FakeStripe {
  server: Server;
  url: string;
  sessions: Map<string, Record<string, unknown>>;
  refunds: Array<Record<string, unknown>>;
  requests: Array<{ method: string; path: string; idempotencyKey?: string; form: URLSearchParams }>;
  down: boolean;
  refundStatus: 'succeeded' | 'pending' | 'failed';
  /** Refunds are made, but every answer to POST /v1/refunds is a 500: the outcome is lost on the way back. */
  loseRefundAnswers: boolean;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
  });
}

const fakeId = (prefix: string) => `${prefix}_test_${randomBytes(6).toString('hex')}`;

export async function startFakeStripe(): Promise<FakeStripe> {
  const idempotent = new Map<string, string>();
  const fake: FakeStripe = {
    server: createServer(),
    url: '',
    sessions: new Map(),
    refunds: [],
    requests: [],
    down: false,
    refundStatus: 'succeeded',
    loseRefundAnswers: false,
    close: () => new Promise<void>((resolve) => fake.server.close(() => resolve())),
  };
  fake.server.on('request', async (request, response) => {
    const form = new URLSearchParams(await readBody(request));
    const path = request.url ?? '';
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    fake.requests.push({ method: request.method!, path, idempotencyKey, form });
    response.setHeader('content-type', 'application/json');
    if (fake.down) {
      response.statusCode = 500;
      return response.end(JSON.stringify({ error: { type: 'api_error', message: 'down' } }));
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      let total = 0;
      for (let i = 0; form.has(`line_items[${i}][quantity]`); i++)
        total += Number(form.get(`line_items[${i}][price_data][unit_amount]`));
      const id = fakeId('cs');
      const session = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: fakeId('pi'),
        amount_total: total,
        currency: 'usd',
        client_reference_id: form.get('client_reference_id'),
        metadata: { orderId: form.get('metadata[orderId]') },
      };
      fake.sessions.set(id, session);
      return response.end(JSON.stringify(session));
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      const lost = () => {
        response.statusCode = 500;
        response.end(JSON.stringify({ error: { type: 'api_error', message: 'lost' } }));
      };
      const replay = idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
      if (replay) return fake.loseRefundAnswers ? lost() : response.end(replay);
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const match = /^metadata\[(\w+)\]$/.exec(key);
        if (match) metadata[match[1]!] = value;
      }
      const refund = {
        id: fakeId('re'),
        object: 'refund',
        amount: Number(form.get('amount')),
        currency: 'usd',
        payment_intent: form.get('payment_intent'),
        status: fake.refundStatus,
        metadata,
      };
      fake.refunds.push(refund);
      const body = JSON.stringify(refund);
      if (idempotencyKey) idempotent.set(idempotencyKey, body);
      return fake.loseRefundAnswers ? lost() : response.end(body);
    }
    const match = /^\/v1\/checkout\/sessions\/([\w]+)/.exec(path);
    if (request.method === 'GET' && match && fake.sessions.has(match[1]!))
      return response.end(JSON.stringify(fake.sessions.get(match[1]!)));
    // As Stripe: only an open session can be expired; it can no longer be paid then.
    const expire = /^\/v1\/checkout\/sessions\/([\w]+)\/expire$/.exec(path);
    const toExpire = expire ? fake.sessions.get(expire[1]!) : undefined;
    if (request.method === 'POST' && toExpire?.status === 'open') {
      toExpire.status = 'expired';
      return response.end(JSON.stringify(toExpire));
    }
    response.statusCode = 404;
    response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such resource' } }));
  });
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(fake.server.address() as { port: number }).port}`;
  return fake;
}

export const TEST_WEBHOOK_SECRET = 'whsec_test_novatick';

/** A test app that takes payments through Stripe, against a fresh stand-in of its API; `close` stops both. */
export async function stripeTestApp(
  env: Record<string, string> = {},
): Promise<{ stripe: FakeStripe; t: TestApp; close(): Promise<void> }> {
  const stripe = await startFakeStripe();
  const t = await createTestApp({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_novatick',
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
    ...env,
  });
  return {
    stripe,
    t,
    async close() {
      await t.close();
      await stripe.close();
    },
  };
}
const signer = new Stripe('sk_test_signer');

/** A Stripe event around an object, as Stripe sends it. */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  id = `evt_${randomBytes(8).toString('hex')}`,
) {
  return {
    id,
    object: 'event',
    type,
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  };
}

/** What the webhook answers: `{ received, outcome }`, or the error shape. */
export interface WebhookAnswer {
  received?: true;
  outcome?: string;
  error?: string;
  code?: string;
}

/**
 * Posts an event as Stripe does: no Origin, no cookies, JSON signed with the endpoint secret by
 * the official package's `generateTestHeaderString` (the route checks it with `constructEvent`).
 */
export function deliverStripeEvent(app: App, event: object, options: { secret?: string; tamper?: boolean } = {}) {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? TEST_WEBHOOK_SECRET,
  });
  const body = options.tamper ? payload.replace('"paid"', '"paid" ').replace('"amount"', '"amount" ') : payload;
  return new ApiClient(app, '3.18.12.63').request<WebhookAnswer>({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    payload: body,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  });
}
