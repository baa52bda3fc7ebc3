import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRouteTableApp, type RouteTableApp } from '../testing/route-table.ts';

// OpenAPI: a 3.1 document generated from the endpoint declarations, valid, covering
// every API route with its schemas, errors, role and scope; `/docs/api` renders it from our origin.
let table: RouteTableApp;
interface Operation {
  parameters?: Array<{ name: string }>;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
  security?: unknown[];
  'x-role'?: string;
  'x-scope'?: string;
  'x-error-codes'?: string[];
}
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>> };
let doc: Doc;

beforeAll(async () => {
  table = await createRouteTableApp();
  const res = await table.app.inject({ method: 'GET', url: '/_api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => table.close());

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  }, 60_000);

  it('lists every API route the app registered', () => {
    const api = table.routes.filter((r) => r.url.startsWith('/_api/') && r.url !== '/_api/openapi.json');
    expect(api.length).toBeGreaterThan(100);
    const missing = api.filter((r) => !doc.paths[r.url]?.[r.method.toLowerCase()]).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('carries input and output schemas, error codes, role and scope', () => {
    const create = doc.paths['/_api/admin/api-keys']!.post!;
    expect(create['x-role']).toBe('admin');
    expect(create['x-scope']).toBeUndefined();
    expect(create.security).toEqual([{ session: [] }]);
    const body = create.requestBody!.content['application/json']!.schema as { properties: Record<string, unknown> };
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['name', 'scopes']));
    const created = create.responses['201']!.content!['application/json']!.schema as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(created.properties)).toEqual(expect.arrayContaining(['id', 'token']));

    const revoke = doc.paths['/_api/admin/api-keys/revoke']!.post!;
    expect(revoke['x-error-codes']).toEqual(['api_key_not_found']);
    const notFound = revoke.responses['404']!.content!['application/json']!.schema as {
      properties: { code: { enum: string[] } };
    };
    expect(notFound.properties.code.enum).toContain('api_key_not_found');
    expect(revoke.responses['401']).toBeDefined();
    expect(revoke.responses['403']).toBeDefined();

    const scoped = Object.values(doc.paths)
      .flatMap((p) => Object.values(p))
      .filter((op) => op['x-scope']);
    expect(scoped.length).toBeGreaterThan(10);
    for (const op of scoped) expect(op.security).toEqual([{ session: [] }, { apiKey: [] }]);

    const audit = doc.paths['/_api/admin/audit']!.get!;
    expect(audit.parameters!.map((p) => p.name)).toEqual(expect.arrayContaining(['actor', 'action', 'from', 'to']));
  });

  it('renders at /docs/api with swagger-ui from our own origin, under a CSP without inline scripts', async () => {
    const page = await table.app.inject({ method: 'GET', url: '/docs/api' });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)]
      .map((m) => m[1]!)
      .filter((source) => !source.startsWith('/media/'));
    expect(sources.length).toBe(3);
    expect(page.body).not.toMatch(/<script>(?!<\/script>)/);
    for (const source of sources) {
      expect(source.startsWith('/docs/api/')).toBe(true);
      const asset = await table.app.inject({ method: 'GET', url: source });
      expect(asset.statusCode, source).toBe(200);
      expect(asset.body.length, source).toBeGreaterThan(source.endsWith('init.js') ? 50 : 10_000);
    }
  });
});
