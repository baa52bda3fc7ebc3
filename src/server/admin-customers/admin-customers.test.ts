import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  getAdminCustomer,
  listAdminCustomers,
  sendCustomerPasswordReset,
  setCustomerRole,
  setCustomerSignIn,
} from '#shared/contracts/admin-customers.endpoints.ts';
import { establishSession, loginWithPassword, registerWithPassword } from '#shared/contracts/auth.endpoints.ts';
import { affiliates, referrals } from '../affiliates/affiliates.schema.ts';
import { users } from '../auth/auth.schema.ts';
import { insertTempToken } from '../auth/auth.repo.ts';
import { sessionUser } from '../auth/auth-test-calls.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { mailOutbox } from '../platform/mail/outbox.schema.ts';
import { createIndicatorRow, createOrder } from '../store-admin/store-admin.test-helpers.ts';
import { ApiClient, createTestApp, type ErrorBody, type TestApp } from '../testing/test-app.ts';
import { createTestUser, signedInClient } from '../testing/users.ts';

let t: TestApp;
let admin: ApiClient;
let adminId: number;
let ip = 0;
const fresh = () => new ApiClient(t.app, `10.41.0.${++ip}`);

/** A customer who signed up with a password, signed in on two browsers. */
async function customer(email: string, displayName = 'Carla Customer') {
  const first = fresh();
  await first.ok(registerWithPassword, { email, password: 'customer-password-1', displayName });
  const second = fresh();
  await second.ok(loginWithPassword, { email, password: 'customer-password-1' });
  const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: row!.id, browsers: [first, second] };
}

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  const signedIn = await signedInClient(t.app, 'admin');
  admin = signedIn.client;
  adminId = signedIn.user.id;
});
afterAll(() => t.close());

describe('finding a customer', () => {
  it('searches by e-mail or name, case-insensitively, with % and _ taken literally', async () => {
    await customer('zelda.search@example.com', 'Zelda Quill');
    await customer('other_person@example.com', 'Percent 100% Person');
    const byEmail = await admin.ok(listAdminCustomers, { search: 'ZELDA.SEARCH' });
    expect(byEmail.customers.map((c) => c.email)).toEqual(['zelda.search@example.com']);
    const byName = await admin.ok(listAdminCustomers, { search: 'quill' });
    expect(byName.customers.map((c) => c.displayName)).toEqual(['Zelda Quill']);
    expect((await admin.ok(listAdminCustomers, { search: '100%' })).totalCount).toBe(1);
    expect((await admin.ok(listAdminCustomers, { search: 'r_p' })).customers.map((c) => c.email)).toEqual([
      'other_person@example.com',
    ]);
    const all = await admin.ok(listAdminCustomers, {});
    expect(all.totalCount).toBeGreaterThanOrEqual(3);
    expect(all.pagination).toEqual({ currentPage: 1, totalPages: 1 });
  });

  it("shows the customer's orders, licences, affiliate status, referrer and live sessions", async () => {
    const { id } = await customer('detail@example.com');
    const indicator = await createIndicatorRow(t.app, { name: 'Detail Flow', priceCents: 4900 });
    await createOrder(t.app, id, [indicator]);
    const referrer = await createTestUser(t.app);
    const [aff] = await t.app.db.insert(affiliates).values({ userId: referrer.id, code: 'REFER001' }).returning();
    await t.app.db.insert(referrals).values({ affiliateId: aff!.id, referredUserId: id });
    await t.app.db.insert(affiliates).values({ userId: id, code: 'OWNCODE1', status: 'inactive' });

    const { customer: detail } = await admin.ok(getAdminCustomer, { id });
    expect(detail).toMatchObject({
      id,
      email: 'detail@example.com',
      role: 'user',
      disabled: false,
      hasPassword: true,
      googleLinked: false,
      sessions: 2,
      paidOrders: 1,
      affiliate: { code: 'OWNCODE1', status: 'inactive' },
      referredBy: 'REFER001',
    });
    expect(detail.orders).toHaveLength(1);
    expect(detail.licences).toEqual([expect.objectContaining({ product: 'Detail Flow', status: 'active' })]);
    const missing = await admin.call(getAdminCustomer, { id: 999_999 });
    expect(missing.status).toBe(404);
    expect((missing.body as ErrorBody).code).toBe('customer_not_found');
  });
});

describe('disabling sign-in', () => {
  it('ends every session and refuses password and Google sign-in until enabled again', async () => {
    const { id, browsers } = await customer('disable-me@example.com');
    for (const browser of browsers) expect(await sessionUser(browser)).toMatchObject({ id });

    const { customer: detail } = await admin.ok(setCustomerSignIn, { id, enabled: false });
    expect(detail).toMatchObject({ disabled: true, sessions: 0 });
    for (const browser of browsers) expect(await sessionUser(browser)).toBeNull();

    const password = await fresh().call(loginWithPassword, {
      email: 'disable-me@example.com',
      password: 'customer-password-1',
    });
    expect(password.status).toBe(403);
    expect((password.body as ErrorBody).code).toBe('account_disabled');
    // A wrong password still says only "invalid", so disabling reveals nothing to a guesser.
    const wrong = await fresh().call(loginWithPassword, { email: 'disable-me@example.com', password: 'nope-nope-1' });
    expect((wrong.body as ErrorBody).code).toBe('invalid_credentials');

    // The Google popup ends in establish_session with a single-use token.
    const token = newToken();
    await insertTempToken(t.app.db, { id: hashToken(token), userId: id, expiresAt: new Date(Date.now() + 60_000) });
    const google = await fresh().call(establishSession, { tempToken: token });
    expect(google.status).toBe(403);
    expect((google.body as ErrorBody).code).toBe('account_disabled');

    await admin.ok(setCustomerSignIn, { id, enabled: true });
    const again = fresh();
    expect(
      (await again.call(loginWithPassword, { email: 'disable-me@example.com', password: 'customer-password-1' }))
        .status,
    ).toBe(200);
    expect(await sessionUser(again)).toMatchObject({ id });
  });

  it('will not let an admin disable themselves', async () => {
    const res = await admin.call(setCustomerSignIn, { id: adminId, enabled: false });
    expect(res.status).toBe(400);
    expect((res.body as ErrorBody).code).toBe('cannot_disable_self');
    expect(await sessionUser(admin)).toMatchObject({ id: adminId });
  });
});

describe('roles', () => {
  it('promotes and demotes, but never the last admin', async () => {
    const t2 = await createTestApp();
    try {
      const { client: only, user } = await signedInClient(t2.app, 'admin');
      const self = await only.call(setCustomerRole, { id: user.id, role: 'user' });
      expect(self.status).toBe(409);
      expect((self.body as ErrorBody).code).toBe('last_admin');
      expect((self.body as ErrorBody).error).toMatch(/at least one admin/);

      const other = await createTestUser(t2.app);
      expect((await only.ok(setCustomerRole, { id: other.id, role: 'admin' })).customer.role).toBe('admin');
      // Now there are two: either may step down, and the new admin's session has the role at once.
      expect((await only.ok(setCustomerRole, { id: user.id, role: 'user' })).customer.role).toBe('user');
      expect((await only.call(listAdminCustomers, {})).status).toBe(403);
      const { client: second } = await signedInClient(t2.app, other);
      const last = await second.call(setCustomerRole, { id: other.id, role: 'user' });
      expect((last.body as ErrorBody).code).toBe('last_admin');
    } finally {
      await t2.close();
    }
  });
});

describe('password reset', () => {
  it('sends the usual reset e-mail to the customer', async () => {
    const { id } = await customer('reset-me@example.com');
    expect(await admin.ok(sendCustomerPasswordReset, { id })).toEqual({ sent: true });
    await vi.waitFor(async () => {
      const mails = await t.app.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, 'reset-me@example.com'), eq(mailOutbox.kind, 'auth.password-reset')));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toMatch(/http:\/\/shop\.test\/reset-password\?token=/);
    });
  });
});

describe('permissions', () => {
  it('answers 401 to a visitor and 403 to a customer on every customer endpoint', async () => {
    const { client: customerClient, user } = await signedInClient(t.app, 'user');
    const calls = [
      [listAdminCustomers, {}],
      [getAdminCustomer, { id: user.id }],
      [setCustomerSignIn, { id: user.id, enabled: false }],
      [setCustomerRole, { id: user.id, role: 'admin' }],
      [sendCustomerPasswordReset, { id: user.id }],
    ] as const;
    for (const [endpoint, input] of calls) {
      // @ts-expect-error -- a heterogeneous list of endpoint and input pairs
      expect((await fresh().call(endpoint, input)).status, endpoint.path).toBe(401);
      // @ts-expect-error -- as above
      expect((await customerClient.call(endpoint, input)).status, endpoint.path).toBe(403);
    }
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ role: 'user', disabledAt: null });
  });
});
