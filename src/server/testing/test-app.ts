import type { Logger } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { endpointUrl, type Endpoint, type EndpointInput, type EndpointOutput } from '#shared/contracts/endpoint.ts';
import type { ErrorCode, FieldCode } from '#shared/error-codes.ts';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import type { Database } from '../platform/db.ts';
import type { PageRenderer } from '../platform/ssr.ts';
import { createTestDatabase } from './test-db.ts';
import { TEST_DATA_DIR } from './test-data-dir.ts';

export interface TestApp {
  app: App;
  database: Database;
  close(): Promise<void>;
}

/**
 * The real app on a fresh test database. `env` overrides configuration; `queryLogger` sees every
 * SQL statement the app sends; `pages` serves pages through a stand-in for the React Router build
 * (none by default).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { queryLogger?: Logger; pages?: PageRenderer } = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ logger: options.queryLogger });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SITE_URL: 'http://shop.test',
    DATA_DIR: TEST_DATA_DIR,
    ...env,
  });
  const app = await buildApp(config, { database, logger: false, pages: options.pages });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: LightMyRequestResponse['headers'];
  cookies: LightMyRequestResponse['cookies'];
}

/** The wire shape of a failed call: SPEC's `{ error, details? }` plus the stable codes. */
export interface ErrorBody {
  error: string;
  code: ErrorCode;
  details?: Record<string, unknown>;
  fieldCodes?: Record<string, FieldCode>;
}

export type EndpointResponse<E> =
  (ApiResponse<EndpointOutput<E>> & { ok: true }) | (ApiResponse<ErrorBody> & { ok: false });

/**
 * Calls the API as a same-origin browser would: JSON body, Origin header, and a cookie jar
 * so a client keeps its session across calls.
 */
export class ApiClient {
  private jar = new Map<string, string>();
  constructor(
    private readonly app: App,
    private readonly ip = '10.0.0.1',
  ) {}

  get<T = unknown>(url: string, headers: Record<string, string> = {}) {
    return this.request<T>({ method: 'GET', url, headers });
  }

  post<T = unknown>(url: string, body: unknown = {}, headers: Record<string, string> = {}) {
    return this.request<T>({
      method: 'POST',
      url,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json', origin: 'http://shop.test', ...headers },
    });
  }

  /**
   * Calls a declared endpoint with a typed input; the body is typed as the 200 response or the
   * error shape, told apart by `ok`: `const res = await api.call(sendSupportMessage, input)`.
   */
  async call<E extends Endpoint>(
    endpoint: E,
    input: EndpointInput<E>,
    headers: Record<string, string> = {},
  ): Promise<EndpointResponse<E>> {
    const url = endpointUrl(endpoint, input);
    const response =
      endpoint.method === 'GET'
        ? await this.get<unknown>(url, headers)
        : await this.post<unknown>(url, input ?? {}, headers);
    return { ...response, ok: response.status < 400 } as EndpointResponse<E>;
  }

  /** `call` for a call that must succeed: the typed 200 body, or the test fails with the error it got. */
  async ok<E extends Endpoint>(
    endpoint: E,
    input: EndpointInput<E>,
    headers: Record<string, string> = {},
  ): Promise<EndpointOutput<E>> {
    const res = await this.call(endpoint, input, headers);
    if (!res.ok) throw new Error(`${endpoint.method} ${endpoint.path} answered ${res.status}: ${res.body.error}`);
    return res.body;
  }

  cookie(name: string) {
    return this.jar.get(name);
  }

  setCookie(name: string, value: string) {
    this.jar.set(name, value);
  }

  clearCookies() {
    this.jar.clear();
  }

  async request<T>(options: InjectOptions): Promise<ApiResponse<T>> {
    const cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await this.app.inject({
      ...options,
      remoteAddress: this.ip,
      headers: { host: 'shop.test', ...(cookie ? { cookie } : {}), ...(options.headers as Record<string, string>) },
    });
    for (const c of response.cookies) {
      if (c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now())) this.jar.delete(c.name);
      else this.jar.set(c.name, c.value);
    }
    const type = String(response.headers['content-type'] ?? '');
    return {
      status: response.statusCode,
      body: (type.includes('json') && response.body ? JSON.parse(response.body) : response.body) as T,
      headers: response.headers,
      cookies: response.cookies,
    };
  }
}
