import * as oidc from 'openid-client';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Our callback, registered with the provider: `${SITE_URL}${OAUTH_CALLBACK_PATH}` (`#shared/contracts/auth.endpoints.ts`). */
  redirectUri: string;
}

export interface OidcIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean | null;
  name: string | null;
}

export interface FlowSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/**
 * OpenID Connect through `openid-client` (authorization code + PKCE S256, state and nonce).
 * Discovery runs on first use and is cached; a failed discovery is retried on the next sign-in.
 */
export class OidcClient {
  private configuration?: Promise<oidc.Configuration>;

  constructor(private readonly settings: OidcSettings) {}

  private config(): Promise<oidc.Configuration> {
    const { issuer, clientId, clientSecret } = this.settings;
    // Plain HTTP is only for the local provider of the test suite; real issuers are HTTPS.
    const insecure = new URL(issuer).protocol === 'http:';
    this.configuration ??= oidc
      .discovery(new URL(issuer), clientId, undefined, oidc.ClientSecretPost(clientSecret), {
        timeout: 10,
        ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  static newSecrets(): FlowSecrets {
    return { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
  }

  async authorizationUrl(secrets: FlowSecrets): Promise<URL> {
    const config = await this.config();
    return oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.settings.redirectUri,
      scope: 'openid email profile',
      state: secrets.state,
      nonce: secrets.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
      code_challenge_method: 'S256',
    });
  }

  /** Redeems the code from the callback URL; throws when state, nonce, PKCE or the ID token don't check out. */
  async finish(callbackUrl: URL, secrets: FlowSecrets): Promise<OidcIdentity> {
    const config = await this.config();
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      expectedState: secrets.state,
      expectedNonce: secrets.nonce,
      pkceCodeVerifier: secrets.codeVerifier,
      idTokenExpected: true,
    });
    const claims = tokens.claims()!;
    let profile: Record<string, unknown> = claims;
    // Providers that keep the ID token lean (OpenID's default) give e-mail and name via UserInfo.
    if (typeof claims.email !== 'string')
      profile = { ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)), ...claims };
    return {
      subject: claims.sub,
      email: typeof profile.email === 'string' ? profile.email : null,
      emailVerified: typeof profile.email_verified === 'boolean' ? profile.email_verified : null,
      name: typeof profile.name === 'string' ? profile.name : null,
    };
  }
}
