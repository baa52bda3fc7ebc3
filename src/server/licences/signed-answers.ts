import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import type { LicenceSigner } from './licence-signer.ts';

export const SIGNATURE_HEADER = 'x-licence-signature';

/**
 * Adds `signedAt` (ISO time) as the first field of a JSON object body, so every signed answer,
 * errors and 429s included, says when it was made and a recorded answer cannot pass for a new one.
 * First, so an offline answer still ends `…,"signature":"…"}` like the file saved from it.
 */
export function withSignedAt(body: string, at: Date): string {
  if (!body.startsWith('{') || !body.endsWith('}')) return body;
  const field = `"signedAt":"${at.toISOString()}"`;
  return body === '{}' ? `{${field}}` : `{${field},${body.slice(1)}`;
}

/**
 * Route `onSend` hook of the licence API (activate, validate, deactivate, offline, latest):
 * `X-Licence-Signature: keyId=<id>;ed25519=<base64>` over the exact body bytes. It runs on the
 * serialised body of every answer of the route (handler, validation error, rate limit), before
 * @fastify/compress, which appends its own onSend to the route's: the signature covers the
 * uncompressed body, which is what a client has after its HTTP library decodes the response.
 */
export function signLicenceAnswers(signer: () => LicenceSigner, now: () => Date = () => new Date()): onSendHookHandler {
  return function signAnswer(
    _request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (error: Error | null, payload?: unknown) => void,
  ) {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const text = typeof payload === 'string' ? payload : payload.toString('utf8');
    const json = String(reply.getHeader('content-type') ?? '').includes('json');
    const body = Buffer.from(json ? withSignedAt(text, now()) : text, 'utf8');
    reply.header(SIGNATURE_HEADER, signer().header(body));
    done(null, body);
  } as onSendHookHandler;
}
