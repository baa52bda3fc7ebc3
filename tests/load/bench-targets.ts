import type { App } from '../../src/server/app.ts';
import { sessionCookieName } from '../../src/server/auth/session.ts';
import { activatedCustomer } from './bench-customer.ts';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface Target {
  name: string;
  path: string;
  headers?: Record<string, string>;
  /** A POST's JSON body (the licence API); GET when absent. */
  body?: string;
  /** Cached answers have a limit to compare with; a page rendered for each view does not. */
  limit: boolean;
  /** Connections for this target when its budget names them (search: 20), else `--connections`. */
  connections?: number;
  /**
   * Seconds of load before the measured run, at its connections (default: 2 s at 10). A page
   * rendered for each view runs code that V8 optimises only after many calls; a server that has
   * run for a while runs it at full speed.
   */
  warmUp?: number;
}

/** One answer as the app sends it: status, headers and the (compressed) body bytes. */
export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export function request(url: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The bare server answers each target's bytes by path and cookie (a page signed in or not). */
export function answerKey(path: string, cookie: string | undefined) {
  return `${path} ${cookie ?? ''}`;
}

/** What `npm run bench` measures (tests/load/bench.ts): the API, the licence API and the pages. */
export async function targetsOf(app: App, base: string, withPages: boolean): Promise<Target[]> {
  const indicators = JSON.parse((await request(`${base}/_api/indicators`, {})).body.toString()) as {
    indicators: Array<{ id: number; kind: string }>;
  };
  const indicator = indicators.indicators.find((i) => i.kind === 'indicator') ?? indicators.indicators[0]!;
  // A customer with one purchase: /orders renders for each view (signed in), with a library entry,
  // and its key is activated on one machine, which the add-on then validates at each start.
  const { token, machine } = await activatedCustomer(app, indicator.id);
  const targets: Target[] = [
    { name: 'GET /_api/indicators', path: '/_api/indicators', limit: true },
    { name: 'GET /_api/blog/posts', path: '/_api/blog/posts', limit: true },
    // Under 50 ms p99 at 20 connections on the demo data; never cached.
    { name: 'GET /_api/search?q=delta (20 connections)', path: '/_api/search?q=delta', limit: false, connections: 20 },
    {
      name: 'POST /_api/licences/validate',
      path: '/_api/licences/validate',
      body: JSON.stringify({ ...machine, product: indicator.id }),
      limit: true,
    },
  ];
  if (!withPages) return targets;
  const posts = JSON.parse((await request(`${base}/_api/blog/posts`, {})).body.toString()) as {
    posts: Array<{ slug: string }>;
  };
  const signedIn = { cookie: `${sessionCookieName(app.config.isProduction)}=${token}` };
  const pages: Array<[string, string]> = [
    ['/', '/'],
    ['/products', '/products'],
    [`/indicators/${indicator.id}`, `/indicators/${indicator.id}`],
    ['/blog/<slug>', `/blog/${posts.posts[0]!.slug}`],
  ];
  for (const [name, path] of pages) targets.push({ name: `GET ${name} (page)`, path, limit: true });
  // The same pages signed in, and the customer's own pages, from the per-user cache
  // (repeated views of one customer; a first view renders, as `npm run bench:render` measures).
  const signedInPages: Array<[string, string]> = [
    ...pages,
    ['/orders', '/orders'],
    ['/account', '/account'],
    ['/affiliate', '/affiliate'],
  ];
  for (const [name, path] of signedInPages)
    targets.push({ name: `GET ${name} (signed in)`, path, headers: signedIn, limit: true, warmUp: 5 });
  return targets;
}
