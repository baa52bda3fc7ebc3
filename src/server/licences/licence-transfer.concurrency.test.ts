import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import {
  activateLicence,
  confirmLicenceTransfer,
  requestLicenceTransfer,
} from '#shared/contracts/licences.endpoints.ts';
import { listOrders } from '#shared/contracts/store.endpoints.ts';
import { mailOutbox } from '../platform/mail/outbox.schema.ts';
import { licenceActivations } from '../store/store.schema.ts';
import { buy, createProduct } from '../store/store.test-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { onPostgres } from '../testing/test-db.ts';
import { signedInClient } from '../testing/users.ts';
import { listLicenceEvents } from './licence-events.repo.ts';
import { addOnClient } from './licences.test-helpers.ts';

// On PostgreSQL (TEST_DATABASE_URL) 1,000 confirmations run truly in parallel over a pool of
// connections; PGlite has one connection and serialises them, so it runs fewer. Exactly one
// moves the licence either way.
const CONFIRMATIONS = onPostgres() ? 1_000 : 40;

let t: TestApp;
beforeAll(async () => {
  // The rate limits stay out of the way of the race (each caller has its own address too).
  t = await createTestApp({ LICENCE_RATE_LIMIT: '100', LICENCE_KEY_RATE_LIMIT: '5000' });
});
afterAll(() => t.close());

describe('moving a licence under concurrency', () => {
  it(
    `${CONFIRMATIONS} concurrent confirmations with the right code move the licence exactly once`,
    { timeout: 600_000 },
    async () => {
      const product = await createProduct(t.app, { name: 'Race Pulse' });
      const { client, user } = await signedInClient(t.app);
      await buy(client, product.id);
      const licence = (await client.ok(listOrders, undefined)).orders[0]!.items[0]!.licence!;
      const first = addOnClient(t.app, '10.33.0.1');
      expect((await first(activateLicence, { key: licence.key, machineId: 'PC-OLD' })).status).toBe(200);
      expect((await first(requestLicenceTransfer, { key: licence.key, machineId: 'PC-NEW' })).status).toBe(200);
      const [mail] = await t.app.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, user.email), eq(mailOutbox.kind, 'licence.transfer')))
        .orderBy(desc(mailOutbox.id));
      const code = /\b(\d{6})\b/.exec(mail!.text)![1]!;

      const results = await Promise.all(
        Array.from({ length: CONFIRMATIONS }, (_, i) =>
          addOnClient(t.app, `10.34.${Math.floor(i / 250)}.${i % 250}`)(confirmLicenceTransfer, {
            key: licence.key,
            machineId: 'PC-NEW',
            code,
          }),
        ),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(new Set(results.filter((r) => r.status !== 200).map((r) => `${r.status} ${String(r.body.code)}`))).toEqual(
        new Set(['409 licence_transfer_code_invalid']),
      );
      const machines = await t.app.db
        .select()
        .from(licenceActivations)
        .where(eq(licenceActivations.licenceId, licence.id));
      expect(machines.map((m) => m.machineId)).toEqual(['PC-NEW']);
      const events = await listLicenceEvents(t.app.db, licence.id);
      expect(events.filter((e) => e.type === 'transfer_confirmed')).toHaveLength(1);
    },
  );
});
