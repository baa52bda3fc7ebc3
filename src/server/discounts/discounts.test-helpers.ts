import { applyDiscount, createDiscount } from '#shared/contracts/discounts.endpoints.ts';
import type { CreateDiscountInput } from '#shared/contracts/discounts.ts';
import type { App } from '../app.ts';
import type { ApiClient } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';

let admin: ApiClient | undefined;
let adminApp: App | undefined;

/** Creates a code through the admin API (one admin per app); `code` defaults to a fresh one. */
export async function makeDiscount(app: App, input: Partial<CreateDiscountInput> = {}) {
  if (!admin || adminApp !== app) {
    admin = (await signedInClient(app, 'admin')).client;
    adminApp = app;
  }
  const { discount } = await admin.ok(createDiscount, {
    code: `SAVE${Math.random().toString(36).slice(2, 8)}`,
    kind: 'percent',
    value: 20,
    isActive: true,
    ...input,
  });
  return discount;
}

export const applyCode = (client: ApiClient, code: string) => client.call(applyDiscount, { code });
