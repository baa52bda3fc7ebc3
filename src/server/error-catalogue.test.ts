import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '#shared/contracts/endpoint.ts';
import { ERROR_CODES } from '#shared/error-codes.ts';
import { appError, ERRORS } from './error-catalogue.ts';
import { registerEndpoint } from './platform/endpoint.ts';
import { AppError, composeErrors, registerErrorHandler } from './platform/errors.ts';
import { validatorCompiler } from './platform/validation.ts';

describe('the error catalogue', () => {
  it('defines only codes of #shared/error-codes.ts, each with a kind and an English sentence', () => {
    const listed = new Set<string>(ERROR_CODES);
    expect(Object.keys(ERRORS).filter((code) => !listed.has(code))).toEqual([]);
    expect(Object.keys(ERRORS).length).toBeGreaterThan(100);
    for (const [code, { message }] of Object.entries(ERRORS)) expect(message, code).toMatch(/^\S(.*\S)?$/);
  });

  it('refuses a code two domains define', () => {
    const definition = { kind: 'not_found', message: 'Gone.' } as const;
    expect(() => composeErrors({ cart_empty: definition }, { cart_empty: definition })).toThrow(
      'Error code cart_empty is defined by two domains.',
    );
  });

  it('builds the error from the catalogue: status, sentence and code; the call adds details or its own sentence', () => {
    const error = appError('cart_empty');
    expect(error).toBeInstanceOf(AppError);
    expect([error.status, error.message, error.wireCode, error.details]).toEqual([
      400,
      ERRORS.cart_empty.message,
      'cart_empty',
      undefined,
    ]);
    const named = appError('owned_in_cart', { message: 'You already own Orderflow.', details: { indicatorId: 3 } });
    expect([named.status, named.message, named.wireCode, named.details]).toEqual([
      409,
      'You already own Orderflow.',
      'owned_in_cart',
      { indicatorId: 3 },
    ]);
  });
});

describe('an endpoint answers only the codes it declares', () => {
  const probe = defineEndpoint({
    method: 'GET',
    path: '/_api/probe',
    role: 'public',
    errors: ['cart_empty'],
    schemas: async () => ({ query: z.object({ throw: z.string() }), response: z.object({}) }),
  });

  async function app({ checkDeclared }: { checkDeclared: boolean }) {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app, { checkDeclared });
    await registerEndpoint(app, probe, async ({ input }) => {
      throw appError(input.throw as 'cart_empty');
    });
    return app;
  }

  it('answers a declared code and a universal one as they are', async () => {
    const server = await app({ checkDeclared: true });
    const declared = await server.inject({ method: 'GET', url: '/_api/probe?throw=cart_empty' });
    expect([declared.statusCode, declared.json().code]).toEqual([400, 'cart_empty']);
    const universal = await server.inject({ method: 'GET', url: '/_api/probe?throw=rate_limited' });
    expect([universal.statusCode, universal.json().code]).toEqual([429, 'rate_limited']);
    await server.close();
  });

  it('fails loudly (500, naming the route and the code) on a code it did not declare, outside production', async () => {
    const server = await app({ checkDeclared: true });
    const res = await server.inject({ method: 'GET', url: '/_api/probe?throw=licence_revoked' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({
      code: 'internal',
      error: "GET /_api/probe answered licence_revoked, which its declaration's errors do not list.",
    });
    await server.close();
  });

  it('in production answers the code (the check is for development and tests)', async () => {
    const server = await app({ checkDeclared: false });
    const res = await server.inject({ method: 'GET', url: '/_api/probe?throw=licence_revoked' });
    expect([res.statusCode, res.json().code]).toEqual([403, 'licence_revoked']);
    await server.close();
  });
});
