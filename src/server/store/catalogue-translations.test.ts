import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIndicator, listAdminIndicators, updateIndicator } from '#shared/contracts/admin-store.endpoints.ts';
import type { CreateIndicatorInput } from '#shared/contracts/admin-store.ts';
import { addToCart, getCart, getIndicator, listCategories, listIndicators } from '#shared/contracts/store.endpoints.ts';
import type { IndicatorDto } from '#shared/contracts/store.ts';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import type { Database } from '../platform/db.ts';
import type { PageRenderer } from '../platform/ssr.ts';
import { indicatorBody } from '../store-admin/store-admin.test-helpers.ts';
import type { ApiClient } from '../testing/test-app.ts';
import { createTestDatabase } from '../testing/test-db.ts';
import { signedInClient } from '../testing/users.ts';
import { categoryTranslations } from './store.schema.ts';
import { createCategory } from './store.test-helpers.ts';
import { TEST_DATA_DIR } from '../testing/test-data-dir.ts';

// The catalogue answers in the request's language, field by field, with English as the
// fallback; the catalogue cache and the page cache keep each language apart and forget on edits.

/** The indicator page as the page cache keeps it: the page's language and what the API answered for it. */
const renderPage: PageRenderer = async (request, context) => {
  const id = Number(new URL(request.url).pathname.split('/')[2]);
  const found = await context.api(getIndicator, { id });
  const text = found.ok ? `${found.data.description} | ${found.data.categories.map((c) => c.name).join(', ')}` : '';
  const html = `<!DOCTYPE html><html lang="${context.lang}"><body><p>${text}</p><p hidden>${'pad '.repeat(300)}</p></body></html>`;
  return new Response(html, { status: found.ok ? 200 : 404, headers: { 'content-type': 'text/html; charset=utf-8' } });
};

let database: Database;
let app: App;
let admin: ApiClient;
let orderFlow: number;
let volume: number;
let id: number;

const FR = {
  description: 'Lit le carnet d’ordres et le footprint pour montrer où les gros volumes se négocient.',
  shortDescription: null,
  features: ['Barres footprint', 'Delta cumulé'],
};
const DE = {
  description: 'Liest Orderbuch und Footprint, um zu zeigen, wo große Volumen gehandelt werden.',
  shortDescription: 'Footprint und Delta in einer Ansicht.',
  features: ['Footprint-Bars', 'Kumuliertes Delta'],
};
const body = (overrides: Partial<CreateIndicatorInput> = {}) =>
  indicatorBody([orderFlow, volume], { name: 'Orderflow Pulse', ...overrides });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SITE_URL: 'http://shop.test', DATA_DIR: TEST_DATA_DIR }),
    { database, pages: renderPage, logger: false },
  );
  await app.ready();
  admin = (await signedInClient(app, 'admin')).client;
  orderFlow = (await createCategory(app, 'Order Flow')).id;
  volume = (await createCategory(app, 'Volume Profile')).id;
  await app.db.insert(categoryTranslations).values([
    { categoryId: orderFlow, language: 'fr', name: 'Flux d’ordres' },
    { categoryId: orderFlow, language: 'de', name: 'Orderflow' },
  ]);
  id = (await admin.ok(createIndicator, body({ translations: { fr: FR, de: DE } }))).indicator.id;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: 'shop.test', ...headers } });
const indicatorIn = async (query: string, headers: Record<string, string> = {}) => {
  const res = await get(`/_api/indicator?id=${id}${query}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json<IndicatorDto>();
};

describe('the public catalogue in the request’s language', () => {
  it('serves each written field in the language and falls back to English field by field', async () => {
    const fr = await indicatorIn('&lang=fr');
    expect(fr).toMatchObject({
      name: 'Orderflow Pulse',
      price: 149.99,
      description: FR.description,
      shortDescription: 'Footprint and delta in one view.',
      features: FR.features,
      languages: { description: 'fr', shortDescription: 'en', features: 'fr' },
    });
    expect(fr.categories).toEqual([
      { id: orderFlow, name: 'Flux d’ordres', language: 'fr' },
      { id: volume, name: 'Volume Profile', language: 'en' },
    ]);
  });

  it('reads the language as pages do: ?lang=, then the cookie, then Accept-Language, else English', async () => {
    expect((await indicatorIn('', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' })).description).toBe(DE.description);
    expect((await indicatorIn('', { cookie: 'lang=fr', 'accept-language': 'de' })).description).toBe(FR.description);
    expect((await indicatorIn('&lang=de', { cookie: 'lang=fr' })).description).toBe(DE.description);
    const es = await indicatorIn('&lang=es');
    expect(es.description).toBe(body().description);
    expect(es.languages).toEqual({ description: 'en', shortDescription: 'en', features: 'en' });
    expect(es.categories.every((c) => c.language === 'en')).toBe(true);
    expect((await indicatorIn('')).languages.description).toBe('en');
  });

  it('translates the list and the categories too, sorted by the name shown', async () => {
    const { indicators } = await admin.ok(listIndicators, {}, { cookie: 'lang=de' });
    expect(indicators.find((i) => i.id === id)).toMatchObject({
      description: DE.description,
      languages: { features: 'de' },
    });
    const de = await admin.ok(listCategories, undefined, { 'accept-language': 'de' });
    expect(de.categories).toEqual([
      { id: orderFlow, name: 'Orderflow', language: 'de' },
      { id: volume, name: 'Volume Profile', language: 'en' },
    ]);
    const zh = await admin.ok(listCategories, undefined, { 'accept-language': 'zh-CN' });
    expect(zh.categories.map((c) => c.language)).toEqual(['en', 'en']);
  });

  it('the cart shows each line’s short description in the request’s language', async () => {
    const { client } = await signedInClient(app);
    await client.ok(addToCart, { indicatorId: id });
    const de = await client.ok(getCart, undefined, { 'accept-language': 'de' });
    expect(de.cartItems[0]).toMatchObject({
      shortDescription: DE.shortDescription,
      languages: { shortDescription: 'de' },
    });
    const fr = await client.ok(getCart, undefined, { 'accept-language': 'fr' });
    expect(fr.cartItems[0]).toMatchObject({
      shortDescription: 'Footprint and delta in one view.',
      languages: { shortDescription: 'en' },
    });
  });

  it('tells HTTP caches that the answer depends on the language', async () => {
    expect(String((await get(`/_api/indicator?id=${id}`)).headers.vary)).toMatch(/accept-language.*cookie/i);
  });
});

describe('the caches keep each language apart and forget on edits', () => {
  it('the catalogue cache: one answer per language, each updated by the next admin write', async () => {
    const en1 = await get(`/_api/indicator?id=${id}`);
    const fr1 = await get(`/_api/indicator?id=${id}&lang=fr`);
    expect((await get(`/_api/indicator?id=${id}`)).body).toBe(en1.body);
    expect((await get(`/_api/indicator?id=${id}&lang=fr`)).body).toBe(fr1.body);
    expect(fr1.headers.etag).not.toBe(en1.headers.etag);

    const changed = 'Lit le carnet d’ordres et révèle, barre après barre, qui mène vraiment le marché.';
    await admin.ok(updateIndicator, { id, ...body({ translations: { fr: { ...FR, description: changed }, de: DE } }) });
    expect((await indicatorIn('&lang=fr')).description).toBe(changed);
    expect((await indicatorIn('')).description).toBe(en1.json<IndicatorDto>().description);
  });

  it('an update without translations keeps them; one with an empty language removes it', async () => {
    await admin.ok(updateIndicator, { id, ...body({ price: 159 }) });
    expect((await indicatorIn('&lang=de')).description).toBe(DE.description);
    const { indicators } = await admin.ok(listAdminIndicators, {});
    expect(Object.keys(indicators.find((i) => i.id === id)!.translations).sort()).toEqual(['de', 'fr']);

    await admin.ok(updateIndicator, {
      id,
      ...body({ translations: { fr: FR, de: { description: '', shortDescription: '', features: [] } } }),
    });
    expect((await indicatorIn('&lang=de')).languages).toEqual({
      description: 'en',
      shortDescription: 'en',
      features: 'en',
    });
  });

  it('the page cache: a page per language, built from that language’s answer, emptied by an edit', async () => {
    const fr = await get(`/indicators/${id}`, { cookie: 'lang=fr' });
    const en = await get(`/indicators/${id}`);
    const frAgain = await get(`/indicators/${id}`, { 'accept-language': 'fr-FR' });
    expect(fr.body).toContain('<html lang="fr">');
    expect(fr.body).toContain(FR.description.slice(0, 30));
    expect(fr.body).toContain('Flux d’ordres');
    expect(en.body).toContain(body().description);
    expect(frAgain.body).toBe(fr.body);

    const edited = 'Une description française modifiée par l’administrateur de la boutique.';
    await admin.ok(updateIndicator, { id, ...body({ translations: { fr: { ...FR, description: edited } } }) });
    expect((await get(`/indicators/${id}`, { cookie: 'lang=fr' })).body).toContain(edited);
    expect((await get(`/indicators/${id}`)).body).toContain(body().description);
  });

  it('the page’s language wins over the visitor’s cookie on a ?lang= view', async () => {
    const page = await get(`/indicators/${id}?lang=de`, { cookie: 'lang=fr' });
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('Orderflow');
    expect(page.body).not.toContain('Flux d’ordres');
  });
});

describe('admin validation of translations', () => {
  it('uses SPEC’s English messages for the translated fields', async () => {
    const res = await admin.call(
      createIndicator,
      body({ name: 'Other One', translations: { fr: { description: 'court' } } }),
    );
    expect(res.ok).toBe(false);
    if (!res.ok) expect(JSON.stringify(res.body)).toContain('Description must be at least 10 characters long.');
    const long = await admin.call(
      createIndicator,
      body({ name: 'Other Two', translations: { de: { shortDescription: 'x'.repeat(201) } } }),
    );
    if (!long.ok) expect(JSON.stringify(long.body)).toContain('Short description must be 200 characters or less.');
    expect(long.ok).toBe(false);
  });

  it('refuses a language the shop does not speak, and English as a translation', async () => {
    for (const language of ['it', 'en']) {
      const res = await admin.call(
        createIndicator,
        body({ name: `Lang ${language}`, translations: { [language]: FR } as CreateIndicatorInput['translations'] }),
      );
      expect(res.ok).toBe(false);
    }
  });
});
