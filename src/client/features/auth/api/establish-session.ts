import { establishSession as establishSessionEndpoint } from '#shared/contracts/auth.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** Trades the OAuth popup's single-use token for a session cookie. */
export const establishSession = (tempToken: string) => callEndpoint(establishSessionEndpoint, { tempToken });
