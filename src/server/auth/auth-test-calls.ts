import type { EndpointOutput } from '#shared/contracts/endpoint.ts';
import { getSession } from '#shared/contracts/auth.endpoints.ts';
import type { ApiClient, EndpointResponse } from '../testing/test-app.ts';

/** The 200 body of a response already in hand (`client.ok` when only the body matters). */
export function okBody<E>(res: EndpointResponse<E>): EndpointOutput<E> {
  if (!res.ok) throw new Error(`${res.status} ${res.body.code}: ${res.body.error}`);
  return res.body;
}

/** Who the client's session cookie signs in, or null. */
export async function sessionUser(client: ApiClient) {
  return (await client.ok(getSession, undefined)).user;
}
