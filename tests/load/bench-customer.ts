import type { App } from '../../src/server/app.ts';
import { createSession, sessionCookieName } from '../../src/server/auth/session.ts';
import { buy, keysOf } from '../../src/server/store/store.test-helpers.ts';
import { ApiClient } from '../../src/server/testing/test-app.ts';
import { createTestUser } from '../../src/server/testing/users.ts';
import { activateLicence } from '../../src/shared/contracts/licences.endpoints.ts';

/**
 * The bench scripts' customer: one purchase of `indicatorId`, its key activated on one machine
 * (which the add-on then validates at each start). Returns the session token (for signed-in
 * pages) and the machine's key and id (for the licence API).
 */
export async function activatedCustomer(app: App, indicatorId: number) {
  const customer = await createTestUser(app);
  const client = new ApiClient(app);
  const token = await createSession(app.db, customer.id);
  client.setCookie(sessionCookieName(app.config.isProduction), token);
  await buy(client, indicatorId);
  const [key] = await keysOf(client);
  const machine = { key: key!, machineId: 'bench-machine-0001' };
  await new ApiClient(app).ok(activateLicence, { ...machine, machineName: 'Bench PC' });
  return { token, machine };
}
