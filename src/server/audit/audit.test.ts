import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, revokeApiKey } from '#shared/contracts/api-keys.endpoints.ts';
import { exportAudit, listAudit } from '#shared/contracts/audit.endpoints.ts';
import { deleteTaxRate, setTaxRate } from '#shared/contracts/tax.endpoints.ts';
import { createIndicator } from '#shared/contracts/admin-store.endpoints.ts';
import { createCategory, indicatorBody } from '../store-admin/store-admin.test-helpers.ts';
import { createTestApp, type ApiClient, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { taxRates } from '../tax/tax.schema.ts';
import { AuditContext, runAudited, type AuditEntry } from './audit-context.ts';
import { auditLog } from './audit.schema.ts';

// Audit log: one row per admin write, in the transaction of the change, append-only.
let t: TestApp;
let admin: ApiClient;
let adminEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signedInClient(t.app, 'admin', '10.9.8.7');
  admin = signedIn.client;
  adminEmail = signedIn.user.email;
});
afterAll(() => t.close());

const rows = () => t.app.db.select().from(auditLog).orderBy(auditLog.id);
const rowCount = async () => (await t.app.db.select({ n: count() }).from(auditLog))[0]!.n;

const entry = (action: string): AuditEntry => ({
  actorType: 'user',
  actorUserId: null,
  actorApiKeyId: null,
  actorLabel: 'test',
  action,
  target: null,
  summary: {},
  ip: null,
  requestId: null,
});

describe('audit rows of admin writes', () => {
  it('records one row per write with actor, action, target, input and ip; none for a refused or read call', async () => {
    const before = await rowCount();
    await admin.ok(setTaxRate, { country: 'DE', ratePercent: 19 });
    await admin.ok(deleteTaxRate, { country: 'DE' });
    expect((await admin.call(setTaxRate, { country: 'DE', ratePercent: 900 })).status).toBe(400);
    expect((await admin.call(deleteTaxRate, { country: 'FR' })).ok).toBe(false);
    await admin.ok(listAudit, {});
    const created = await admin.ok(createApiKey, { name: 'CRM', scopes: ['orders:read'] });
    const added = (await rows()).slice(before);
    expect(added.map((r) => r.action)).toEqual(['tax-rates', 'tax-rates/delete', 'api-keys']);
    expect(added[0]).toMatchObject({
      actorType: 'user',
      actorLabel: adminEmail,
      target: 'tax-rates',
      ip: '10.9.8.7',
      summary: { after: { country: 'DE', ratePercent: 19 } },
    });
    // The token in the answer never reaches the log; the input is all it keeps.
    expect(JSON.stringify(added[2])).not.toContain(created.token);
    // A delete that matched nothing changed nothing: the refused call left no row.
    const revoked = await admin.ok(revokeApiKey, { id: created.id });
    expect(revoked.ok).toBe(true);
    expect((await rows()).at(-1)).toMatchObject({ action: 'api-keys/revoke', target: `api-keys#${created.id}` });
  });

  it('names the new row in the target of a create (a lone insert, or a transaction)', async () => {
    const key = await admin.ok(createApiKey, { name: 'Target', scopes: ['orders:read'] });
    expect((await rows()).at(-1)).toMatchObject({ action: 'api-keys', target: `api-keys#${key.id}` });
    const { indicator } = await admin.ok(
      createIndicator,
      indicatorBody([(await createCategory(t.app)).id], { name: 'Audit Target' }),
    );
    expect((await rows()).at(-1)).toMatchObject({ action: 'indicators', target: `indicators#${indicator.id}` });
    // An update names its row by its input, whatever it returns.
    await admin.ok(revokeApiKey, { id: key.id });
    expect((await rows()).at(-1)).toMatchObject({ target: `api-keys#${key.id}` });
  });

  it('writes the row in the transaction of the first change: a rolled-back change leaves none', async () => {
    const before = await rowCount();
    const context = new AuditContext(entry('test/rollback'));
    await expect(
      runAudited(context, () =>
        t.app.db.transaction(async (tx) => {
          await tx.insert(taxRates).values({ country: 'XA', rateBp: 100 });
          throw new Error('boom');
        }),
      ),
    ).rejects.toThrow('boom');
    // A single statement outside a transaction that fails takes its row with it too.
    await t.app.db.insert(taxRates).values({ country: 'XB', rateBp: 100 });
    await expect(
      runAudited(context, () => t.app.db.insert(taxRates).values({ country: 'XB', rateBp: 100 })),
    ).rejects.toThrow();
    expect(await rowCount()).toBe(before);
    expect(context.state).toBe('open');

    // A committed single statement carries it: both land.
    await runAudited(context, async () => {
      await t.app.db.insert(taxRates).values({ country: 'XC', rateBp: 100 });
    });
    expect(context.state).toBe('recorded');
    // Later writes of the same call add nothing.
    await runAudited(context, async () => {
      await t.app.db.insert(taxRates).values({ country: 'XD', rateBp: 100 });
    });
    expect(await rowCount()).toBe(before + 1);
    expect((await rows()).at(-1)!.action).toBe('test/rollback');
  });

  it('is append-only: the database refuses update, delete and truncate', async () => {
    await admin.ok(setTaxRate, { country: 'AT', ratePercent: 20 });
    const [last] = await t.app.db
      .select()
      .from(auditLog)
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    await expect(
      t.app.db.update(auditLog).set({ action: 'forged' }).where(eq(auditLog.id, last!.id)),
    ).rejects.toThrow();
    await expect(t.app.db.delete(auditLog).where(eq(auditLog.id, last!.id))).rejects.toThrow();
    await expect(t.app.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect((await t.app.db.select().from(auditLog).where(eq(auditLog.id, last!.id)))[0]!.action).toBe('tax-rates');
  });
});

describe('GET /_api/admin/audit and its CSV', () => {
  it('filters by actor, action, target and dates, newest first', async () => {
    await admin.ok(setTaxRate, { country: 'BE', ratePercent: 21 });
    const page = await admin.ok(listAudit, { action: 'tax-rates', target: 'tax-rates' });
    expect(page.entries.length).toBeGreaterThan(1);
    expect(page.entries[0]!.id).toBeGreaterThan(page.entries[1]!.id);
    expect(page.entries.every((e) => e.action.startsWith('tax-rates'))).toBe(true);
    expect((await admin.ok(listAudit, { actor: adminEmail.slice(0, 8) })).total).toBeGreaterThan(0);
    expect((await admin.ok(listAudit, { actor: 'nobody-at-all' })).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await admin.ok(listAudit, { from: today, to: today })).total).toBeGreaterThan(0);
    expect((await admin.ok(listAudit, { to: '2000-01-01' })).total).toBe(0);
    expect((await admin.call(listAudit, { from: 'yesterday' })).status).toBe(400);
  });

  it('exports the rows as CSV', async () => {
    const res = await admin.call(exportAudit, { action: 'tax-rates' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = String(res.body).trim().split(/\r?\n/);
    expect(lines[0]).toBe('id,at,actor_type,actor,action,target,summary,ip');
    expect(lines.length).toBeGreaterThan(2);
    expect(lines[1]).toContain(adminEmail);
  });
});
