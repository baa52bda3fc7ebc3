import { getSession } from '#shared/contracts/auth.endpoints.ts';
import type { ApiClient } from '../testing/test-app.ts';

/** Who the client's session cookie signs in, or null. */
export async function sessionUser(client: ApiClient) {
  return (await client.ok(getSession, undefined)).user;
}
