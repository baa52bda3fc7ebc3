import { describe, expect, it } from 'vitest';
import { endpointUrl } from './endpoint.ts';
import * as store from './store.endpoints.ts';
import { CartAddInputSchema, ListIndicatorsResponseSchema } from './store.ts';

const { STRIPE_WEBHOOK_PATH, ...endpoints } = store;
const declarations = Object.values(endpoints);

describe('store declarations', () => {
  it('keep SPEC §7 paths, one declaration each', () => {
    expect(declarations.map((e) => `${e.method} ${e.path}`).sort()).toEqual([
      'GET /_api/cart',
      'GET /_api/cart/upgrade',
      'GET /_api/categories',
      'GET /_api/indicator',
      'GET /_api/indicators',
      'GET /_api/orders',
      'POST /_api/cart/add',
      'POST /_api/cart/remove',
      'POST /_api/checkout',
      'POST /_api/test/app-clock',
    ]);
    expect(STRIPE_WEBHOOK_PATH).toBe('/_api/payments/stripe/webhook');
  });

  it('ask a session for the cart, checkout and orders only', () => {
    const signedIn = declarations.filter((e) => e.role !== 'public').map((e) => e.path);
    expect(signedIn.sort()).toEqual([
      '/_api/cart',
      '/_api/cart/add',
      '/_api/cart/remove',
      '/_api/cart/upgrade',
      '/_api/checkout',
      '/_api/orders',
    ]);
    expect(declarations.some((e) => e.role === 'admin')).toBe(false);
  });

  it('build the catalogue URL with and without a category', () => {
    expect(endpointUrl(store.listIndicators, {})).toBe('/_api/indicators');
    expect(endpointUrl(store.listIndicators, { categoryId: 3 })).toBe('/_api/indicators?categoryId=3');
    expect(endpointUrl(store.getIndicator, { id: 7 })).toBe('/_api/indicator?id=7');
  });

  it('load the schemas they name', async () => {
    expect((await store.addToCart.schemas()).body).toBe(CartAddInputSchema);
    expect((await store.listIndicators.schemas()).response).toBe(ListIndicatorsResponseSchema);
  });
});
