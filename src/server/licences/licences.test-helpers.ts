import type { App } from '../app.ts';
import { ApiClient } from '../testing/test-app.ts';

/**
 * The desktop add-on calling the licence API from `ip`: JSON, no cookies and no Origin (so not
 * `client.call`, which sends the shop's). Bodies stay loosely typed: tests check them by shape.
 */
export function addOnClient(app: App, ip: string) {
  const client = new ApiClient(app, ip);
  return (endpoint: { path: string }, body: unknown) =>
    client.request<Record<string, unknown>>({
      method: 'POST',
      url: endpoint.path,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
}
