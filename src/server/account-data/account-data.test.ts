import { eq, getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAccount, exportAccountData } from '#shared/contracts/account.endpoints.ts';
import { loginWithPassword } from '#shared/contracts/auth.endpoints.ts';
import { validateLicence } from '#shared/contracts/licences.endpoints.ts';
import { siteSearch } from '#shared/contracts/search.endpoints.ts';
import { subscribeSuggestion } from '#shared/contracts/suggestions.endpoints.ts';
import { createSuggestionComment } from '#shared/contracts/suggestion-comments.endpoints.ts';
import { listOrders } from '#shared/contracts/store.endpoints.ts';
import { affiliateLedger } from '../affiliates/affiliates.schema.ts';
import { users } from '../auth/auth.schema.ts';
import { addOnClient } from '../licences/licences.test-helpers.ts';
import { orders } from '../store/store.schema.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestUser, signedInClient } from '../testing/users.ts';
import { ALSO_EXPORTED, BY_USER } from './export.repo.ts';
import type { AccountExport } from './export.service.ts';
import { columnsHolding, customerWithData, nextIp, type Customer } from './account-data.test-helpers.ts';

// GDPR: the export holds all of the user's data and nothing of anyone else's; deletion
// leaves no e-mail or name in any text column while order totals and ledger sums stay equal.

let t: TestApp;
let ana: Customer;
let bruno: Customer;
beforeAll(async () => {
  t = await createTestApp({ SITE_NAME: 'NovaTick' });
  ana = await customerWithData(t.app, 'Anastasia Quellwater');
  bruno = await customerWithData(t.app, 'Bruno Vexholm');
});
afterAll(() => t.close());

/** The export as the server built it (dates arrive as strings; the tests read no dates). */
const exported = async (client: ApiClient) =>
  (await client.ok(exportAccountData, undefined)) as unknown as AccountExport;
const signedIn = async (client: ApiClient) => (await client.call(listOrders, undefined)).status === 200;

describe('GET /_api/account/export', () => {
  it('is a JSON download of everything held about the user, and nothing of anyone else', async () => {
    const res = await ana.laptop.call(exportAccountData, undefined);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="account-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = res.body as unknown as AccountExport;
    expect(data.profile).toMatchObject({ email: ana.email, displayName: ana.name, language: 'fr', hasPassword: true });
    expect(data.orders.map((o) => o.id).sort((a, b) => a - b)).toEqual([ana.orderId, ana.refundedOrderId]);
    expect(data.orders.find((o) => o.id === ana.orderId)!.items).toHaveLength(1);
    expect(data.licences).toHaveLength(2);
    const licence = data.licences.find((l) => l.key === ana.licenceKey)!;
    expect(licence.activations[0]!.machineName).toBe(`${ana.name}'s desk`);
    expect(licence.events.length).toBeGreaterThan(0);
    expect(data.affiliate!.account.code).toBe(ana.affiliateCode);
    expect(data.affiliate!.referrals).toHaveLength(1);
    expect(data.affiliate!.ledger).toHaveLength(2);
    expect(data.affiliate!.payouts).toHaveLength(1);
    expect(data.suggestions.map((s) => s.suggestionTitle)).toEqual([ana.suggestionTitle]);
    expect(data.supportMessages.map((m) => m.subject)).toEqual([ana.supportSubject]);
    // The two browsers, and the session the affiliate helper signed in with.
    expect(data.sessions).toHaveLength(3);
    const text = JSON.stringify(data);
    for (const secret of [bruno.email, bruno.name, bruno.licenceKey, bruno.affiliateCode, bruno.suggestionTitle])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/passwordHash|\$argon2/);
  });

  it('holds the votes, and refuses anonymous callers', async () => {
    const carla = await customerWithData(t.app, 'Carla Mirrowend');
    const { suggestions } = await exported(carla.laptop);
    const dan = await customerWithData(t.app, 'Dan Oakrill', suggestions[0]!.id);
    const { votes } = await exported(dan.laptop);
    expect(votes).toEqual([expect.objectContaining({ suggestionId: suggestions[0]!.id })]);
    expect((await new ApiClient(t.app, nextIp()).call(exportAccountData, undefined)).status).toBe(401);
  });
});

/**
 * Columns that point at a user and whose rows the export leaves out on purpose, each with why.
 * Any other column referencing users.id must be read by the export (`BY_USER`).
 */
const NOT_EXPORTED: Record<string, string> = {
  'oauth_temp_tokens.userId': 'a minute-long sign-in bridge: only the hash of a secret, gone once used',
  'password_reset_tokens.userId': 'hashes of reset-link secrets; the reset e-mails themselves are exported (emails)',
  'one_time_tokens.userId': 'hashes of e-mailed link secrets; the e-mails themselves are exported (emails)',
  'licence_reset_tokens.userId': 'hashes of licence-reset link secrets; the e-mails themselves are exported (emails)',
  'licence_events.actorUserId':
    "who acted on a licence: the user's licences' whole history is exported by licence; an admin's acts on other people's licences are theirs",
  'refunds.requestedBy': "the admin who refunded someone else's order: the customer's data, not the admin's",
  'import_runs.createdBy':
    'the admin who ran an import of other people’s orders: shop records, not data about the admin',
  'support_replies.authorId':
    'the admin who answered a support message; the reply itself reached the customer by e-mail and is exported with their e-mails (emails)',
  'blog_posts.authorId': 'public posts an admin wrote for the shop, readable on the blog; not data about the author',
};

/** Every domain's schema file, as drizzle-kit reads them (`drizzle.config.ts`). */
const schemaModules = import.meta.glob<Record<string, unknown>>('../**/*.schema.ts', { eager: true });

/** `table.column` of every column of the schema with a foreign key to users.id. */
function userColumns() {
  const found = [];
  const tables = new Set(Object.values(schemaModules).flatMap((m) => Object.values(m)));
  for (const table of tables) {
    if (!is(table, PgTable)) continue;
    for (const fk of getTableConfig(table).foreignKeys) {
      const ref = fk.reference();
      if (ref.foreignTable !== users) continue;
      for (const column of ref.columns) found.push({ column, name: `${getTableName(table)}.${column.name}` });
    }
  }
  return found;
}

describe('the export covers every user-owned table', () => {
  it('reads each column that references users.id, except the listed secrets and staff actions', () => {
    const exported = new Set([...Object.values(BY_USER).map((s) => s.owner), ...ALSO_EXPORTED]);
    const columns = userColumns();
    expect(columns.length).toBeGreaterThan(15);
    const missing = columns.filter((c) => !exported.has(c.column) && !(c.name in NOT_EXPORTED)).map((c) => c.name);
    expect(missing).toEqual([]);
    // The allow-list names only real columns, and none that is exported anyway.
    const names = new Set(columns.map((c) => c.name));
    for (const name of Object.keys(NOT_EXPORTED)) expect(names, name).toContain(name);
    expect(columns.filter((c) => exported.has(c.column) && c.name in NOT_EXPORTED)).toEqual([]);
  });

  it("holds a list for each, with the user's comments and suggestion subscriptions and none of another's", async () => {
    const erin = await customerWithData(t.app, 'Erin Talloway');
    const frank = await customerWithData(t.app, 'Frank Ostermere');
    const [idea] = (await exported(erin.laptop)).suggestions;
    const erinSays = `Erin agrees ${erin.id}: please add an alert on crossings.`;
    const frankSays = `Frank disagrees ${frank.id}: alerts are noise on low timeframes.`;
    await erin.laptop.ok(createSuggestionComment, { suggestionId: idea!.id, body: erinSays });
    await frank.laptop.ok(createSuggestionComment, { suggestionId: idea!.id, body: frankSays });
    await frank.laptop.ok(subscribeSuggestion, { id: idea!.id, subscribed: true });

    const erinData = await exported(erin.laptop);
    const frankData = await exported(frank.laptop);
    for (const data of [erinData, frankData]) {
      const keys = new Set(
        JSON.stringify(data)
          .match(/"\w+":/g)!
          .map((k) => k.slice(1, -2)),
      );
      for (const list of Object.keys(BY_USER)) expect(keys, list).toContain(list);
    }
    expect(erinData.suggestionComments).toEqual([
      expect.objectContaining({ suggestionId: idea!.id, suggestionTitle: erin.suggestionTitle, body: erinSays }),
    ]);
    expect(JSON.stringify(erinData)).not.toContain(frankSays);
    expect(frankData.suggestionComments.map((c) => c.body)).toEqual([frankSays]);
    expect(frankData.suggestionSubscriptions).toEqual([
      expect.objectContaining({ suggestionId: idea!.id, suggestionTitle: erin.suggestionTitle }),
    ]);
  });
});

/** Order totals and each affiliate's ledger sum, to compare before and after a deletion. */
async function accounting() {
  const [totals] = await t.app.db
    .select({ cents: sql<number>`sum(${orders.totalCents})::int`, n: sql<number>`count(*)::int` })
    .from(orders);
  const ledger = await t.app.db
    .select({ affiliateId: affiliateLedger.affiliateId, cents: sql<number>`sum(${affiliateLedger.amountCents})::int` })
    .from(affiliateLedger)
    .groupBy(affiliateLedger.affiliateId)
    .orderBy(affiliateLedger.affiliateId);
  return { totals, ledger };
}

describe('POST /_api/account/delete', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const res = await ana.laptop.call(deleteAccount, { password: 'not-my-password-1' });
    expect(res).toMatchObject({ status: 400, body: { code: 'current_password_wrong' } });
    expect(await signedIn(ana.laptop)).toBe(true);
  });

  it('leaves no e-mail or name in any text column; orders, ledger and licences stay; sessions end', async () => {
    const before = await accounting();
    expect(await columnsHolding(t.app, ana.email)).not.toEqual([]);

    expect(await ana.laptop.ok(deleteAccount, { password: ana.password })).toEqual({ success: true });
    // The site search's index is rebuilt from the scrubbed suggestions in the background; a search
    // waits for that rebuild, so after one the index holds nothing of the user either.
    expect((await bruno.laptop.call(siteSearch, { q: 'indicator' })).status).toBe(200);

    expect(await columnsHolding(t.app, ana.email)).toEqual([]);
    expect(await columnsHolding(t.app, ana.name)).toEqual([]);
    expect(await accounting()).toEqual(before);
    // Someone else's data is untouched.
    expect(await columnsHolding(t.app, bruno.email)).toContain('users.email');
    expect(await signedIn(bruno.laptop)).toBe(true);

    expect(await signedIn(ana.laptop)).toBe(false);
    expect(await signedIn(ana.pc)).toBe(false);
    const login = await new ApiClient(t.app, nextIp()).call(loginWithPassword, {
      email: ana.email,
      password: ana.password,
    });
    expect(login.status).toBe(401);
    const check = await addOnClient(t.app, nextIp())(validateLicence, {
      key: ana.licenceKey,
      machineId: ana.machineId,
    });
    expect(check.body).toMatchObject({ valid: true, code: 'VALID' });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, ana.id));
    expect(row).toMatchObject({ displayName: 'Deleted user', passwordHash: null, language: null });
  });

  it('a Google-only account confirms by typing its e-mail address', async () => {
    const { client, user } = await signedInClient(t.app);
    const wrong = await client.call(deleteAccount, { confirmEmail: 'someone@example.com' });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'deletion_confirmation_wrong' } });
    await client.ok(deleteAccount, { confirmEmail: ` ${user.email.toUpperCase()} ` });
    expect(await columnsHolding(t.app, user.email)).toEqual([]);
  });

  it('the last admin cannot delete themselves; with a second admin they can', async () => {
    await t.app.db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
    const { client, user } = await signedInClient(t.app, 'admin');
    const refused = await client.call(deleteAccount, { confirmEmail: user.email });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        code: 'last_admin',
        error: 'You are the only admin. Make someone else an admin before deleting your account.',
      },
    });
    await createTestUser(t.app, { role: 'admin' });
    await client.ok(deleteAccount, { confirmEmail: user.email });
  });
});
