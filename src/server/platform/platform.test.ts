import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiClient, createTestApp, type ErrorBody, type TestApp } from '../testing/test-app.ts';
import { AppError } from './errors.ts';
import { PERMISSIONS_POLICY } from './security.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('answers /healthz and /readyz with the database driver', async () => {
    const api = new ApiClient(t.app);
    expect((await api.get('/healthz')).body).toEqual({ status: 'ok' });
    const ready = await api.get<{ database: string }>('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.database).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });
});

describe('seo files', () => {
  it('serves robots.txt pointing at the sitemap', async () => {
    const res = await new ApiClient(t.app).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.body).toContain('Sitemap: http://shop.test/sitemap.xml');
    expect(res.body).toContain('Disallow: /admin');
  });

  it('lists static pages with hreflang alternates in sitemap.xml', async () => {
    const res = await new ApiClient(t.app).get('/sitemap.xml');
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<loc>http://shop.test/pricing</loc>');
    expect(res.body).toContain('hreflang="pt-BR" href="http://shop.test/pricing?lang=pt-BR"');
  });

  it('gives every language address an entry of its own, each with all the alternates', async () => {
    const xml = String((await new ApiClient(t.app).get('/sitemap.xml')).body);
    const entries = xml.split('<url>').slice(1);
    const pricing = entries.filter((entry) => /<loc>http:\/\/shop\.test\/pricing(\?lang=[^<]*)?<\/loc>/.test(entry));
    expect(pricing.map((entry) => /<loc>([^<]*)<\/loc>/.exec(entry)![1])).toEqual([
      'http://shop.test/pricing',
      'http://shop.test/pricing?lang=pt-BR',
      'http://shop.test/pricing?lang=es',
      'http://shop.test/pricing?lang=de',
      'http://shop.test/pricing?lang=fr',
      'http://shop.test/pricing?lang=zh',
    ]);
    for (const entry of pricing) {
      expect(entry).toContain('hreflang="de" href="http://shop.test/pricing?lang=de"');
      expect(entry).toContain('hreflang="x-default" href="http://shop.test/pricing"');
    }
    // No address is listed twice.
    const locs = entries.map((entry) => /<loc>([^<]*)<\/loc>/.exec(entry)![1]);
    expect(new Set(locs).size).toBe(locs.length);
  });
});

describe('errors and request guards', () => {
  it('answers unknown API paths with the JSON error shape and 404', async () => {
    const res = await new ApiClient(t.app).get('/_api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Route GET /_api/does-not-exist not found.', code: 'not_found' });
  });

  it('sends Permissions-Policy on every answer: API, files, 404s and refused writes', async () => {
    const api = new ApiClient(t.app);
    const answers = [
      await api.get('/healthz'),
      await api.get('/_api/indicators'),
      await api.get('/robots.txt'),
      await api.get('/_api/nope'),
      await api.post('/_api/cart/add', {}, { origin: 'https://evil.example' }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 404, 403]);
    for (const answer of answers) expect(answer.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(PERMISSIONS_POLICY).toContain('microphone=()');
    expect(PERMISSIONS_POLICY).toContain('geolocation=()');
  });

  it('echoes a safe x-request-id and sets security headers', async () => {
    const res = await new ApiClient(t.app).get('/healthz', { 'x-request-id': 'abc-123' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('csrf and validation on a domain route', () => {
  it('refuses cross-site writes, non-JSON writes, maps validation and typed errors', async () => {
    // A second app on the same database, with a throwaway route shaped like a domain's.
    const { buildApp } = await import('../app.ts');
    const { loadConfig } = await import('./config.ts');
    // Same DATA_DIR, so the same APP_SECRET: the licence signing key on the shared database opens.
    const extra = await buildApp(
      loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: t.app.config.DATA_DIR }),
      {
        database: t.database,
        logger: false,
      },
    );
    extra
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/_api/echo',
        { schema: { body: z.object({ name: z.string().min(3, 'Name must be at least 3 characters long.') }) } },
        async (request) => {
          if (request.body.name === 'taken') throw new AppError('conflict', 'Name already taken.');
          if (request.body.name === 'crash') throw new Error('secret internals');
          return { ok: true };
        },
      );
    await extra.ready();
    const api = new ApiClient(extra);

    expect((await api.post('/_api/echo', { name: 'valid' })).body).toEqual({ ok: true });

    const invalid = await api.post('/_api/echo', { name: 'ab' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({
      error: 'Name must be at least 3 characters long.',
      code: 'validation_failed',
      details: { name: 'Name must be at least 3 characters long.' },
      fieldCodes: { name: 'too_short' },
    });

    const conflict = await api.post('/_api/echo', { name: 'taken' });
    expect(conflict).toMatchObject({ status: 409, body: { error: 'Name already taken.' } });

    const crash = await api.post<ErrorBody>('/_api/echo', { name: 'crash' });
    expect(crash.status).toBe(500);
    expect(crash.body.error).toBe('An unexpected error occurred.');
    expect(JSON.stringify(crash.body)).not.toContain('secret internals');

    const crossSite = await api.post('/_api/echo', { name: 'valid' }, { origin: 'https://evil.example' });
    expect(crossSite).toMatchObject({ status: 403, body: { error: 'Cross-site request refused.' } });

    const fetchSite = await api.post('/_api/echo', { name: 'valid' }, { 'sec-fetch-site': 'cross-site' });
    expect(fetchSite.status).toBe(403);

    const form = await api.request({
      method: 'POST',
      url: '/_api/echo',
      payload: 'name=valid',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(400);
    expect((form.body as { error: string }).error).toContain('JSON');
    await extra.close();
  });
});
