import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app.ts';
import type { RegisteredUser } from './auth/registration-hooks.ts';
import type { OrderEvent } from './store/order-hooks.ts';
import { buy, createProduct } from './store/store.test-helpers.ts';
import { ApiClient, createTestApp, type TestApp } from './testing/test-app.ts';
import { signedInClient } from './testing/users.ts';

// Two apps in one process (as in a test run, or two instances of the shop on one database) keep
// their own hooks.
let t: TestApp;
let first: App;
let second: App;

beforeAll(async () => {
  t = await createTestApp();
  first = t.app;
  second = await buildApp(first.config, { database: t.database, logger: false });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await t.close();
});

describe('cross-domain hooks', () => {
  it('are wired per app: each instance has the affiliate program’s and the webhooks’ hooks in its own lists', () => {
    for (const app of [first, second]) {
      expect(app.hooks.registration).toHaveLength(2);
      expect(app.hooks.order.completed).toHaveLength(2);
      expect(app.hooks.order.refunded).toHaveLength(2);
    }
    expect(first.hooks.registration).not.toBe(second.hooks.registration);
    expect(first.hooks.order.completed).not.toBe(second.hooks.order.completed);
    expect(first.hooks.order.refunded).not.toBe(second.hooks.order.refunded);
  });

  it('a registration hook added on one app does not fire for a sign-up on the other', async () => {
    const seen: RegisteredUser[] = [];
    first.hooks.registration.push(async (_tx, user) => void seen.push(user));
    const register = (app: App, email: string) =>
      new ApiClient(app).post('/_api/auth/register_with_password', {
        email,
        password: 'correct-horse',
        displayName: 'Trader Joe',
      });

    expect((await register(second, 'other-app@example.com')).status).toBe(200);
    expect(seen).toEqual([]);
    expect((await register(first, 'this-app@example.com')).status).toBe(200);
    expect(seen).toEqual([expect.objectContaining({ email: 'this-app@example.com' })]);
  });

  it('an order hook added on one app does not fire for an order completed on the other', async () => {
    const seen: OrderEvent[] = [];
    second.hooks.order.completed.push(async (_tx, order) => void seen.push(order));
    const buyOn = async (app: App) => {
      const product = await createProduct(app, { priceCents: 4_900 });
      return buy((await signedInClient(app)).client, product.id);
    };

    await buyOn(first);
    expect(seen).toEqual([]);
    const orderId = await buyOn(second);
    expect(seen).toEqual([expect.objectContaining({ orderId })]);
  });
});
