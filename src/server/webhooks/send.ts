import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { allowedAddresses, type Resolver } from './url-guard.ts';

/** A receiver has this long to answer, connection included. */
export const DELIVERY_TIMEOUT_MS = 10_000;

export interface SignedMessage {
  /** The event id (`msg_…`): the same `webhook-id` on every attempt. */
  id: string;
  body: string;
  secret: string;
  /** When this attempt is made (`webhook-timestamp`). */
  at: Date;
}

/** The Standard Webhooks headers of one attempt, signed by the `standardwebhooks` package. */
export function signedHeaders(message: SignedMessage): Record<string, string> {
  return {
    'webhook-id': message.id,
    'webhook-timestamp': String(Math.floor(message.at.getTime() / 1000)),
    'webhook-signature': new Webhook(message.secret).sign(message.id, message.at, message.body),
  };
}

export interface AttemptResult {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

export type Sender = (url: string, message: SignedMessage) => Promise<AttemptResult>;

/**
 * Posts one attempt. The host is resolved and every address checked right before connecting, and
 * the connection goes to the checked address (a custom `lookup`), so a name that now points at a
 * private address (DNS rebinding) is refused, and redirects are not followed.
 */
export function createSender(options: { allowLoopback: boolean; resolve?: Resolver; timeoutMs?: number }): Sender {
  return async (raw, message) => {
    const started = performance.now();
    const took = () => Math.round(performance.now() - started);
    let addresses: { address: string; family: number }[];
    const url = new URL(raw);
    try {
      addresses = await allowedAddresses(url, options.allowLoopback, options.resolve);
    } catch (error) {
      return { statusCode: null, durationMs: took(), error: `refused: ${(error as Error).message}` };
    }
    const pinned: LookupFunction = (_host, lookupOptions, callback) => {
      const first = addresses[0]!;
      if ((lookupOptions as { all?: boolean }).all)
        (callback as (e: null, a: typeof addresses) => void)(null, addresses);
      else callback(null, first.address, first.family);
    };
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<AttemptResult>((resolve) => {
      const request = client.request(
        url,
        {
          method: 'POST',
          lookup: pinned,
          signal: AbortSignal.timeout(options.timeoutMs ?? DELIVERY_TIMEOUT_MS),
          headers: {
            'content-type': 'application/json',
            'user-agent': 'NovaTick-Webhooks/1',
            'content-length': Buffer.byteLength(message.body),
            ...signedHeaders(message),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () =>
            resolve({ statusCode: response.statusCode ?? null, durationMs: took(), error: null }),
          );
          response.on('error', (error) =>
            resolve({ statusCode: response.statusCode ?? null, durationMs: took(), error: error.message }),
          );
        },
      );
      request.on('error', (error) =>
        resolve({
          statusCode: null,
          durationMs: took(),
          error: error.name === 'AbortError' ? 'timed out' : error.message.slice(0, 300),
        }),
      );
      request.end(message.body);
    });
  };
}
