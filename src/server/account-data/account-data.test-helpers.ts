import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { updateProfile } from '#shared/contracts/account.endpoints.ts';
import { loginWithPassword, registerWithPassword } from '#shared/contracts/auth.endpoints.ts';
import { refundOrder } from '#shared/contracts/admin-store.endpoints.ts';
import { activateLicence } from '#shared/contracts/licences.endpoints.ts';
import { createSuggestion, voteSuggestion } from '#shared/contracts/suggestions.endpoints.ts';
import { sendSupportMessage } from '#shared/contracts/support.endpoints.ts';
import { completeOrder, createAffiliate, registerUser } from '../affiliates/affiliates.test-helpers.ts';
import * as ledger from '../affiliates/ledger.repo.ts';
import type { App } from '../app.ts';
import { findUserByEmail } from '../auth/auth.repo.ts';
import { addOnClient } from '../licences/licences.test-helpers.ts';
import { buy, createProduct, keysOf } from '../store/store.test-helpers.ts';
import { signedInClient } from '../testing/users.ts';
import { ApiClient } from '../testing/test-app.ts';

// A customer with data in every domain, for the export and deletion tests.

let ipSeq = 0;
export const nextIp = () => `10.93.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

export interface Customer {
  id: number;
  email: string;
  name: string;
  password: string;
  laptop: ApiClient;
  pc: ApiClient;
  affiliateCode: string;
  licenceKey: string;
  machineId: string;
  orderId: number;
  /** A second order, refunded by an admin. */
  refundedOrderId: number;
  suggestionTitle: string;
  supportSubject: string;
}

/**
 * Signs up `name` with a password from two browsers, sets a language, buys an indicator and
 * activates it on a machine named after them, joins the affiliate program and earns a commission
 * from a referred customer and a payout to their PayPal address, submits a suggestion and votes
 * on `voteOn`, and writes to support.
 */
export async function customerWithData(app: App, name: string, voteOn?: number): Promise<Customer> {
  const tag = randomBytes(3).toString('hex');
  const email = `${name.toLowerCase().replace(/\s+/g, '.')}.${tag}@example.com`;
  const password = `pass-${tag}-long-1`;
  const laptop = new ApiClient(app, nextIp());
  await laptop.ok(registerWithPassword, { email, password, displayName: name });
  const pc = new ApiClient(app, nextIp());
  await pc.ok(loginWithPassword, { email, password });
  await laptop.ok(updateProfile, { displayName: name, language: 'fr' });
  const user = (await findUserByEmail(app.db, email))!;
  const sessionUser = { id: user.id, email, displayName: name, role: user.role };

  const product = await createProduct(app, { priceCents: 12_300 });
  const orderId = await buy(laptop, product.id);
  const [licenceKey] = await keysOf(laptop);
  await addOnClient(app, nextIp())(activateLicence, {
    key: licenceKey,
    machineId: `machine-${tag}`,
    machineName: `${name}'s desk`,
  });

  // A second purchase, refunded: its order timeline records the e-mail sent to the customer.
  const refunded = await createProduct(app, { priceCents: 4_500 });
  const refundedOrderId = await buy(laptop, refunded.id);
  const admin = await signedInClient(app, 'admin');
  await admin.client.ok(refundOrder, { id: refundedOrderId });

  const affiliate = await createAffiliate(app, { user: sessionUser, lang: 'de' });
  const referred = await registerUser(app, affiliate.code);
  await completeOrder(app, referred.id, 20_000);
  await app.db.transaction(async (tx) => {
    const payout = await ledger.insertPayout(tx, {
      affiliateId: affiliate.id,
      amountCents: 1_000,
      method: 'paypal',
      details: { paypalEmail: email },
    });
    await ledger.appendLedger(tx, {
      affiliateId: affiliate.id,
      type: 'payout',
      amountCents: -1_000,
      payoutId: payout.id,
    });
  });

  const suggestionTitle = `Idea of ${name} ${tag}`;
  await laptop.ok(createSuggestion, {
    suggestionTitle,
    description: `A long enough description written by ${name}.`,
    name,
    email,
    features: '',
    tradingStyle: '',
    timeframe: '',
  });
  if (voteOn) await laptop.ok(voteSuggestion, { id: voteOn });
  const supportSubject = `Question ${tag}`;
  await new ApiClient(app, nextIp()).ok(sendSupportMessage, {
    name,
    email,
    subject: supportSubject,
    message: `Hello, this is ${name} (${email}) with a question about my licence.`,
  });
  return {
    id: user.id,
    email,
    name,
    password,
    laptop,
    pc,
    affiliateCode: affiliate.code,
    licenceKey: licenceKey!,
    machineId: `machine-${tag}`,
    orderId,
    refundedOrderId,
    suggestionTitle,
    supportSubject,
  };
}

/** Every `table.column` of a text, varchar or jsonb column whose value holds `needle` (any case). */
export async function columnsHolding(app: App, needle: string): Promise<string[]> {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(
    app,
    sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')
    order by table_name, column_name`,
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [hits] = await rowsOf<{ n: number }>(
      app,
      sql`select count(*)::int as n from ${sql.identifier(table)} where strpos(lower(${sql.identifier(column)}::text), ${needle.toLowerCase()}) > 0`,
    );
    if (hits!.n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

/** The rows of a raw query (both drivers answer `{ rows }`). */
async function rowsOf<T>(app: App, query: SQL): Promise<T[]> {
  return ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
}
