import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { activateLicence, deactivateLicence, freeMachine } from '#shared/contracts/licences.endpoints.ts';
import { licences } from '../store/store.schema.ts';
import { buy, createProduct, keysOf } from '../store/store.test-helpers.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { listLicenceEvents } from './licence-events.repo.ts';
import { licenceEvents } from './licences.schema.ts';

let t: TestApp;
let product: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  product = await createProduct(t.app, { name: 'Event Horizon', kind: 'bundle' });
});
afterAll(() => t.close());

function addOn(ip: string) {
  const client = new ApiClient(t.app, ip);
  return (endpoint: typeof activateLicence | typeof deactivateLicence, body: unknown) =>
    client.request<unknown>({
      method: 'POST',
      url: endpoint.path,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
}

describe('licence audit trail (licence_events)', () => {
  it('records activation, deactivation and a machine freed by its owner, with actor, machine and address', async () => {
    const owner = await signedInClient(t.app);
    await buy(owner.client, product.id);
    const [key] = await keysOf(owner.client);
    const [licence] = await t.app.db.select().from(licences).where(eq(licences.key, key!));
    const call = addOn('10.20.30.40');

    expect((await call(activateLicence, { key, machineId: 'PC-A' })).status).toBe(200);
    expect((await call(activateLicence, { key, machineId: 'PC-A' })).status).toBe(200); // already active: no event
    expect((await call(activateLicence, { key, machineId: 'PC-B' })).status).toBe(200);
    expect((await call(deactivateLicence, { key, machineId: 'PC-A' })).status).toBe(200);
    expect((await call(deactivateLicence, { key, machineId: 'PC-A' })).status).toBe(200); // already free: no event
    await owner.client.ok(freeMachine, { licenceId: licence!.id, machineId: 'PC-B' });

    const events = (await listLicenceEvents(t.app.db, licence!.id)).reverse();
    expect(events.map((e) => [e.type, e.actor, e.machineId])).toEqual([
      ['activated', 'addon', 'PC-A'],
      ['activated', 'addon', 'PC-B'],
      ['deactivated', 'addon', 'PC-A'],
      ['freed', 'owner', 'PC-B'],
    ]);
    expect(events[0]!.ip).toBe('10.20.30.40');
    expect(events[3]!.actorUserId).toBe(owner.user.id);
  });

  it('cannot be edited or deleted', async () => {
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'accepted',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    const count = () => t.app.db.select({ n: sql<number>`count(*)::int` }).from(licenceEvents);
    const before = await count();
    expect(await refusal(t.app.db.execute(sql`update licence_events set type = 'revoked'`))).toMatch(/append-only/);
    expect(await refusal(t.app.db.execute(sql`delete from licence_events`))).toMatch(/append-only/);
    expect(await count()).toEqual(before);
  });
});
