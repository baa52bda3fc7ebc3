import type { OAuthErrorCode, OAuthProvider } from '#shared/contracts/auth.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db.ts';
import * as repo from './auth.repo.ts';
import { roleFor } from './auth.service.ts';
import { OidcClient, type OidcIdentity } from './oidc-client.ts';
import { runRegistrationHooks, type RegistrationHook } from './registration-hooks.ts';
import { hashToken, newToken } from './tokens.ts';

/** How long a started sign-in may take at the provider, and how long the popup's token lives. */
export const OAUTH_FLOW_TTL_MS = 10 * 60 * 1000;
export const TEMP_TOKEN_TTL_MS = 2 * 60 * 1000;

export const OAUTH_MESSAGES: Record<OAuthErrorCode, string> = {
  account_linking_required: 'An account with this email already exists. Please log in with your email and password.',
  access_denied: 'Sign-in was cancelled.',
  not_configured: 'Google sign-in is not available.',
  invalid_state: 'The sign-in request has expired or is invalid. Please try again.',
  email_not_verified: 'Your Google email address is not verified.',
  rate_limited: 'Too many requests. Please try again later.',
  oauth_failed: 'Authentication failed. Please try again.',
};

/** An OAuth outcome the popup reports to its opener as `OAUTH_ERROR` (SPEC §4). */
export class OAuthFailure extends Error {
  constructor(
    readonly code: OAuthErrorCode,
    readonly details?: Record<string, unknown>,
  ) {
    super(OAUTH_MESSAGES[code]);
  }
}

/** Records the flow's secrets and returns the provider URL plus the state for the browser cookie. */
export async function startOAuth(
  db: Db,
  client: OidcClient,
  provider: OAuthProvider,
): Promise<{ url: URL; state: string }> {
  const secrets = OidcClient.newSecrets();
  const url = await client.authorizationUrl(secrets);
  await repo.insertOAuthFlow(db, {
    id: hashToken(secrets.state),
    provider,
    codeVerifier: secrets.codeVerifier,
    nonce: secrets.nonce,
    expiresAt: new Date(Date.now() + OAUTH_FLOW_TTL_MS),
  });
  return { url, state: secrets.state };
}

export interface CallbackInput {
  callbackUrl: URL;
  /** `state` from the query and from the cookie set at the start: both must match (login CSRF). */
  state?: string;
  cookieState?: string;
  /** The provider's `error` parameter, e.g. when the visitor pressed Cancel. */
  error?: string;
  referralCode: string | null;
  /** The caller's address (affiliate fraud rules). */
  ip?: string;
}

/** Finishes the provider round trip and returns a single-use token for `establish_session`. */
export async function finishOAuth(
  db: Db,
  config: Config,
  client: OidcClient,
  input: CallbackInput,
  hooks: readonly RegistrationHook[],
): Promise<string> {
  if (!input.state || !input.cookieState || input.state !== input.cookieState) throw new OAuthFailure('invalid_state');
  // Consumed before anything else, so a replayed callback URL fails even after an error.
  const flow = await repo.takeOAuthFlow(db, hashToken(input.state));
  if (!flow) throw new OAuthFailure('invalid_state');
  if (input.error)
    throw new OAuthFailure(input.error === 'access_denied' ? 'access_denied' : 'oauth_failed', {
      providerError: input.error.slice(0, 100),
    });

  let identity: OidcIdentity;
  try {
    identity = await client.finish(input.callbackUrl, {
      state: input.state,
      nonce: flow.nonce,
      codeVerifier: flow.codeVerifier,
    });
  } catch {
    throw new OAuthFailure('oauth_failed');
  }
  if (!identity.email) throw new OAuthFailure('oauth_failed', { reason: 'no_email' });
  if (identity.emailVerified === false) throw new OAuthFailure('email_not_verified');
  const email = identity.email.trim().toLowerCase();

  return db.transaction(async (tx) => {
    let userId = await repo.findOAuthUserId(tx, flow.provider, identity.subject);
    if (!userId) {
      const existing = await repo.findUserByEmail(tx, email);
      // Linking a Google identity to a password account silently would let whoever controls the
      // Google account take it over; the owner signs in with the password instead (DECISIONS).
      if (existing?.passwordHash) throw new OAuthFailure('account_linking_required', { email });
      const user =
        existing ??
        (await repo.insertUser(tx, {
          email,
          displayName: displayNameFrom(identity, email),
          passwordHash: null,
          role: roleFor(config, email),
        }));
      if (!user) throw new OAuthFailure('oauth_failed');
      await repo.linkOAuthAccount(tx, { provider: flow.provider, subject: identity.subject, userId: user.id, email });
      if (!existing)
        await runRegistrationHooks(hooks, tx, {
          userId: user.id,
          email,
          referralCode: input.referralCode,
          ip: input.ip ?? null,
        });
      userId = user.id;
    }
    if (roleFor(config, email) === 'admin') await repo.setRole(tx, email, 'admin');
    const token = newToken();
    await repo.insertTempToken(tx, {
      id: hashToken(token),
      userId,
      expiresAt: new Date(Date.now() + TEMP_TOKEN_TTL_MS),
    });
    return token;
  });
}

function displayNameFrom(identity: OidcIdentity, email: string): string {
  const name = (identity.name ?? '').replace(/\p{Cc}/gu, '').trim();
  return (name || email.split('@')[0]!).slice(0, 50);
}
