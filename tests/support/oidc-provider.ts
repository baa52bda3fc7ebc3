/**
 * A real OpenID Connect provider (the `oidc-provider` package) for the test suites, standing in
 * for Google. Its development login form accepts any login and password; the login is used as
 * the account's e-mail address (and subject), so a test chooses who signs in. A login that
 * starts with `unverified` gets `email_verified: false`.
 *
 * Vitest starts it in process (`startOidcProvider`); Playwright runs this file as a web server:
 *   OIDC_PORT=4210 OIDC_REDIRECT_URI=http://localhost:3210/_api/auth/oauth_callback node --import tsx tests/support/oidc-provider.ts
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import Provider from 'oidc-provider';

export const TEST_OIDC_CLIENT = {
  clientId: 'novatick-test',
  clientSecret: 'novatick-test-secret-0123456789abcdef',
} as const;

export interface RunningProvider {
  issuer: string;
  close(): Promise<void>;
}

function nameFrom(login: string) {
  return login
    .split('@')[0]!
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join(' ');
}

export async function startOidcProvider(options: { port?: number; redirectUris: string[] }): Promise<RunningProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://localhost:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_OIDC_CLIENT.clientId,
        client_secret: TEST_OIDC_CLIENT.clientSecret,
        redirect_uris: options.redirectUris,
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ['novatick-test-cookie-key'] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    async findAccount(_ctx: unknown, id: string) {
      return {
        accountId: id,
        async claims() {
          return { sub: id, email: id, email_verified: !id.startsWith('unverified'), name: nameFrom(id) };
        },
      };
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Plays the visitor at the provider without a browser (for API tests): follows the authorize
 * URL, fills the login form and confirms consent. Returns the redirect back to our callback.
 */
export async function signInAtProvider(authorizeUrl: string, login: string, callbackPrefix: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = authorizeUrl;
  let method: 'GET' | 'POST' = 'GET';
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 20; hop++) {
    const res = await fetch(url, {
      method,
      body,
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, ...v] = pair!.split('=');
      jar.set(k!.trim(), v.join('='));
    }
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      if (url.startsWith(callbackPrefix)) return url;
      method = 'GET';
      body = undefined;
      continue;
    }
    const html = await res.text();
    const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
    if (!action) throw new Error(`Unexpected provider page (${res.status}): ${html.slice(0, 300)}`);
    url = new URL(action.replace(/&amp;/g, '&'), url).href;
    method = 'POST';
    const prompt = html.match(/name="prompt" value="(\w+)"/)?.[1] ?? '';
    body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any-password' } : { prompt });
  }
  throw new Error('Too many redirects at the provider');
}

// Run as a process by Playwright (see playwright.config.ts).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.OIDC_PORT ?? 4210);
  const redirectUris = (process.env.OIDC_REDIRECT_URI ?? 'http://localhost:3210/_api/auth/oauth_callback').split(',');
  const running = await startOidcProvider({ port, redirectUris });
  console.log(`test OpenID provider at ${running.issuer}`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
