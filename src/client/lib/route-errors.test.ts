import { isRouteErrorResponse } from 'react-router';
import type { AuthUser } from '#shared/contracts/auth-user.ts';
import { describe, expect, it } from 'vitest';
import { adminLoader } from './guards.server.ts';
import { loadFailed, notFound, thrownHead } from './route-errors.ts';

/** What React Router makes of a value a loader threw (`data()` becomes an ErrorResponse). */
async function thrownBy(load: () => unknown) {
  try {
    await load();
  } catch (thrown) {
    return thrown;
  }
  throw new Error('nothing thrown');
}

describe('notFound and loadFailed', () => {
  it('throw a 404 / the given status carrying the page head, which meta reads back', async () => {
    const missing = await thrownBy(() => notFound({ title: 'Post not found' }));
    expect(missing).toMatchObject({ init: { status: 404 }, data: { title: 'Post not found' } });
    const failed = await thrownBy(() => loadFailed(500, { title: 'Error', description: 'Try later' }));
    expect(failed).toMatchObject({ init: { status: 500 }, data: { title: 'Error', description: 'Try later' } });
  });

  it('thrownHead reads a route error response and ignores anything else', () => {
    const response = { status: 404, statusText: 'Not Found', internal: false, data: { title: 'Gone' } };
    expect(isRouteErrorResponse(response)).toBe(true);
    expect(thrownHead(response)).toEqual({ title: 'Gone', description: undefined });
    expect(thrownHead({ ...response, data: null })).toBeUndefined();
    expect(thrownHead({ ...response, data: { title: 3 } })).toBeUndefined();
    expect(thrownHead(new Error('boom'))).toBeUndefined();
  });
});

describe('adminLoader', () => {
  const request = new Request('http://shop.test/admin/orders?status=paid');
  const contextFor = (user: AuthUser | null) => ({ user });
  const load = adminLoader(
    (args: { context: { user: AuthUser | null }; request: Request }, admin) => admin.displayName,
  );

  it('sends a visitor to /login with the page to come back to', async () => {
    const thrown = await thrownBy(() => load({ context: contextFor(null), request }));
    if (!(thrown instanceof Response)) throw new Error('expected a redirect');
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('location')).toBe('/login?next=%2Fadmin%2Forders%3Fstatus%3Dpaid');
  });

  it("answers a customer with the 403 'Access Denied' data and runs the page's loader for an admin", async () => {
    const customer = { id: 2, email: 'c@x.test', displayName: 'Cus', role: 'user' as const };
    const thrown = await thrownBy(() => load({ context: contextFor(customer), request }));
    expect(thrown).toMatchObject({ init: { status: 403 }, data: { accessDenied: true, role: 'user' } });
    expect(load({ context: contextFor({ ...customer, role: 'admin', displayName: 'Ada' }), request })).toBe('Ada');
  });
});
