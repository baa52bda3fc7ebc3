import { expect } from 'vitest';
import type { Endpoint } from '#shared/contracts/endpoint.ts';
import type { App } from '../app.ts';
import { ApiClient } from './test-app.ts';
import { signedInClient } from './users.ts';

/**
 * Checks that a declared admin endpoint answers a visitor 401 and a customer 403 for an empty and
 * for a bad input alike, with no validation details: the guard runs before the schema.
 * `bad` is a query string for a GET, a body for a POST.
 */
export async function expectAdminOnly(app: App, endpoint: Endpoint, bad: { query: string; body: object }) {
  const { client: user } = await signedInClient(app, 'user');
  const expected = [
    [new ApiClient(app), 401, 'Authentication required.', 'unauthorized'],
    [user, 403, 'Admin access required.', 'forbidden'],
  ] as const;
  for (const [client, status, error, code] of expected) {
    const answers =
      endpoint.method === 'GET'
        ? [await client.get(endpoint.path), await client.get(`${endpoint.path}?${bad.query}`)]
        : [await client.post(endpoint.path, {}), await client.post(endpoint.path, bad.body)];
    for (const res of answers) {
      expect(res, `${endpoint.method} ${endpoint.path} (${status})`).toMatchObject({ status, body: { error, code } });
      expect(res.body).not.toHaveProperty('details');
    }
  }
}
