import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateBlogPostInput } from '#shared/contracts/blog.ts';
import {
  createBlogCategory,
  createBlogPost,
  getAdminBlogPost,
  getBlogPost,
  listAdminBlogPosts,
  updateBlogPost,
} from '#shared/contracts/blog.endpoints.ts';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import type { PageRenderer } from '../platform/ssr.ts';
import type { ApiClient } from '../testing/test-app.ts';
import { createTestDatabase } from '../testing/test-db.ts';
import { signedInClient } from '../testing/users.ts';
import { TEST_DATA_DIR } from '../testing/test-data-dir.ts';

// A post's translations are one post, each with its own slug; the public blog answers
// in the request's language field by field; lists, RSS and the sitemap follow the languages written.

/** The post page as the renderer serves it: 200 with the post's title, 404 when the API has none. */
const renderPage: PageRenderer = async (request, context) => {
  const slug = decodeURIComponent(new URL(request.url).pathname.split('/')[2] ?? '');
  const found = await context.api(getBlogPost, { slug });
  const html = `<!DOCTYPE html><html lang="${context.lang}"><body><h1>${found.ok ? found.data.post.title : ''}</h1><p hidden>${'pad '.repeat(300)}</p></body></html>`;
  return new Response(html, { status: found.ok ? 200 : 404, headers: { 'content-type': 'text/html; charset=utf-8' } });
};

let app: App;
let admin: ApiClient;
let categoryId: number;
let translatedId: number;

const inLang = (url: string, lang: string) => `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;
const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'shop.test' } });
const json = async <T>(url: string) => (await get(url)).json() as T;

const post = (overrides: Partial<CreateBlogPostInput> = {}): CreateBlogPostInput => ({
  title: 'Reading the footprint',
  slug: 'reading-the-footprint',
  excerpt: 'How to read bid and ask volume bar by bar.',
  contentFormat: 'markdown',
  content: 'Every bar has **two sides**.',
  featuredImageUrl: null,
  categoryIds: [categoryId],
  featured: false,
  seoTitle: '',
  seoDescription: '',
  publishedAt: new Date(Date.now() - 60_000).toISOString(),
  ...overrides,
});

beforeAll(async () => {
  app = await buildApp(
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SITE_URL: 'http://shop.test', DATA_DIR: TEST_DATA_DIR }),
    { database: await createTestDatabase(), pages: renderPage, logger: false },
  );
  await app.ready();
  admin = (await signedInClient(app, 'admin')).client;
  categoryId = (
    await admin.ok(createBlogCategory, {
      name: 'Order Flow',
      slug: 'order-flow',
      translations: { fr: 'Flux d’ordres', de: 'Orderflow' },
    })
  ).category.id;
  translatedId = (
    await admin.ok(
      createBlogPost,
      post({
        translations: {
          fr: {
            title: 'Lire le footprint',
            slug: 'lire-le-footprint',
            excerpt: 'Comment lire le volume acheteur et vendeur, barre par barre.',
            content: 'Chaque barre a **deux côtés**.',
          },
          // Only a title: every other field falls back to English.
          de: { title: 'Den Footprint lesen', slug: 'den-footprint-lesen' },
        },
      }),
    )
  ).post.id;
  await admin.ok(
    createBlogPost,
    post({ title: 'English only', slug: 'english-only', excerpt: 'Only in English.', content: 'Just English.' }),
  );
  await admin.ok(
    createBlogPost,
    post({
      title: 'Everywhere',
      slug: 'everywhere',
      excerpt: 'English, shown in every list.',
      content: 'Shown everywhere.',
      showInEveryLanguage: true,
    }),
  );
});
afterAll(() => app.close());

describe('the language fallback, field by field', () => {
  it('serves the translated fields and English for the missing ones, saying which is which', async () => {
    const { post: fr } = await json<{ post: Record<string, unknown> }>(
      inLang('/_api/blog/post?slug=lire-le-footprint', 'fr'),
    );
    expect(fr).toMatchObject({
      slug: 'lire-le-footprint',
      title: 'Lire le footprint',
      excerpt: 'Comment lire le volume acheteur et vendeur, barre par barre.',
      content: expect.stringContaining('<strong>deux côtés</strong>'),
      seoTitle: 'Lire le footprint',
      language: 'fr',
      languages: { title: 'fr', excerpt: 'fr', content: 'fr' },
      categories: [{ name: 'Flux d’ordres', slug: 'order-flow', language: 'fr' }],
    });
    const { post: de } = await json<{ post: Record<string, unknown> }>(
      inLang('/_api/blog/post?slug=den-footprint-lesen', 'de'),
    );
    expect(de).toMatchObject({
      title: 'Den Footprint lesen',
      excerpt: 'How to read bid and ask volume bar by bar.',
      content: expect.stringContaining('<strong>two sides</strong>'),
      languages: { title: 'de', excerpt: 'en', content: 'en' },
      categories: [{ name: 'Orderflow', language: 'de' }],
    });
    // Chinese has neither the post nor the category: all English, marked so.
    const { post: zh } = await json<{ post: Record<string, unknown> }>(
      inLang('/_api/blog/post?slug=reading-the-footprint', 'zh'),
    );
    expect(zh).toMatchObject({
      title: 'Reading the footprint',
      language: 'en',
      languages: { title: 'en', excerpt: 'en', content: 'en' },
      categories: [{ name: 'Order Flow', language: 'en' }],
    });
  });

  it('reads the language from the cookie and Accept-Language as pages do', async () => {
    const byCookie = await app.inject({
      method: 'GET',
      url: '/_api/blog/post?slug=reading-the-footprint',
      cookies: { lang: 'fr' },
    });
    expect(byCookie.json().post.title).toBe('Lire le footprint');
    expect(byCookie.headers.vary).toContain('accept-language');
    const byHeader = await app.inject({
      method: 'GET',
      url: '/_api/blog/post?slug=reading-the-footprint',
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(byHeader.json().post.title).toBe('Den Footprint lesen');
  });
});

describe("a post's translations are linked", () => {
  it('lists every written language with its own slug, from whichever translation is read', async () => {
    const links = [
      { language: 'en', slug: 'reading-the-footprint' },
      { language: 'de', slug: 'den-footprint-lesen' },
      { language: 'fr', slug: 'lire-le-footprint' },
    ];
    const english = await json<{ post: { translations: unknown } }>('/_api/blog/post?slug=reading-the-footprint');
    expect(english.post.translations).toEqual(links);
    const french = await json<{ post: { id: number; translations: unknown } }>(
      inLang('/_api/blog/post?slug=lire-le-footprint', 'fr'),
    );
    expect(french.post).toMatchObject({ id: translatedId, translations: links });
    // The French slug read in English is the same post, in English, at its English slug.
    const back = await json<{ post: { slug: string; title: string } }>('/_api/blog/post?slug=lire-le-footprint');
    expect(back.post).toMatchObject({ slug: 'reading-the-footprint', title: 'Reading the footprint' });
  });

  it('refuses a translation slug another post already uses (SPEC message)', async () => {
    const res = await admin.call(
      createBlogPost,
      post({ slug: 'another-one', translations: { fr: { title: 'Autre', slug: 'lire-le-footprint' } } }),
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'This slug is already in use.' });
  });
});

describe('lists per language', () => {
  const slugsIn = async (lang: string, query = '') =>
    (
      await json<{ posts: Array<{ slug: string }> }>(
        inLang(`/_api/blog/posts?limit=50${query ? `&query=${encodeURIComponent(query)}` : ''}`, lang),
      )
    ).posts.map((p) => p.slug);

  it("searches the language's own text with its stemming, and English as the fallback", async () => {
    // "côtés" is only in the French body; French stemming finds it from "côté".
    expect(await slugsIn('fr', 'côté')).toEqual(['lire-le-footprint']);
    expect(await slugsIn('en', 'côté')).toEqual([]);
    // The German translation has a title only: its English body is still found, in German lists.
    expect(await slugsIn('de', 'sides')).toEqual(['den-footprint-lesen']);
    expect(await slugsIn('fr', 'sides')).toEqual(['lire-le-footprint']);
    // A German title word, found in German and not in English.
    expect(await slugsIn('de', 'lesen')).toEqual(['den-footprint-lesen']);
    expect(await slugsIn('en', 'lesen')).toEqual([]);
    // Posts a language's lists do not show stay out of its search.
    expect(await slugsIn('de', 'english')).toEqual(['everywhere']);
    expect((await slugsIn('en', 'english')).sort()).toEqual(['english-only', 'everywhere']);
  });

  it('shows a post written in one language only in that language, unless shown in every language', async () => {
    expect(await slugsIn('en')).toEqual(
      expect.arrayContaining(['reading-the-footprint', 'english-only', 'everywhere']),
    );
    const french = await slugsIn('fr');
    expect(french).toContain('lire-le-footprint');
    expect(french).toContain('everywhere');
    expect(french).not.toContain('english-only');
    expect(await slugsIn('zh')).toEqual(['everywhere']);
  });

  it('forgets the cached list of a language when the admin adds a translation', async () => {
    expect(await slugsIn('es')).toEqual(['everywhere']);
    const { post: current } = await admin.ok(getAdminBlogPost, { id: translatedId });
    await admin.ok(updateBlogPost, {
      ...post({ slug: current.slug }),
      id: translatedId,
      translations: { ...current.translations, es: { title: 'Leer el footprint', slug: 'leer-el-footprint' } },
    });
    expect(await slugsIn('es')).toContain('leer-el-footprint');
  });
});

describe('RSS per language and per category', () => {
  const parse = (xml: string) => {
    // happy-dom's XML parser does not know CDATA sections (valid XML): the bodies are taken out first.
    const withoutCdata = xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '');
    const doc = new new Window().DOMParser().parseFromString(withoutCdata, 'application/xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    return doc;
  };

  it('is well-formed XML in the asked language, and every item links to a page that answers 200', async () => {
    for (const url of [
      '/blog/rss.xml',
      '/blog/rss.xml?lang=de',
      '/blog/rss.xml?lang=fr',
      '/blog/category/order-flow/rss.xml',
      '/blog/category/order-flow/rss.xml?lang=fr',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/rss+xml');
      const doc = parse(res.body);
      const links = [...doc.querySelectorAll('item > link')].map((l) => l.textContent);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        const page = await get(new URL(link).pathname + new URL(link).search);
        expect(page.statusCode, link).toBe(200);
      }
    }
    const fr = parse((await get('/blog/rss.xml?lang=fr')).body);
    expect(fr.querySelector('channel > language')?.textContent).toBe('fr');
    const titles = [...fr.querySelectorAll('item > title')].map((t) => t.textContent);
    expect(titles).toContain('Lire le footprint');
    expect(titles).not.toContain('English only');
    expect([...fr.querySelectorAll('item > link')].map((l) => l.textContent)).toContain(
      'http://shop.test/blog/lire-le-footprint?lang=fr',
    );
    // Each item names its own language: French in the French feed, English for a fallback in the
    // German one, and a German title over an English body is marked on the title.
    const itemLanguages = (doc: ReturnType<typeof parse>) =>
      Object.fromEntries(
        [...doc.querySelectorAll('item')].map((item) => [
          item.querySelector('title')?.textContent,
          [
            item.getElementsByTagName('dc:language')[0]?.textContent,
            item.querySelector('title')?.getAttribute('xml:lang'),
            item.getAttribute('xml:lang'),
          ],
        ]),
      );
    // An English item in a French or German feed carries xml:lang="en".
    expect(itemLanguages(fr)).toMatchObject({
      'Lire le footprint': ['fr', null, null],
      Everywhere: ['en', null, 'en'],
    });
    const de = itemLanguages(parse((await get('/blog/rss.xml?lang=de')).body));
    expect(de).toMatchObject({ 'Den Footprint lesen': ['en', 'de', 'en'], Everywhere: ['en', null, 'en'] });
    const en = itemLanguages(parse((await get('/blog/rss.xml')).body));
    expect(en).toMatchObject({ Everywhere: ['en', null, null] });
    const category = parse((await get('/blog/category/order-flow/rss.xml?lang=fr')).body);
    expect(category.querySelector('channel > title')?.textContent).toContain('Flux d’ordres');
    expect((await get('/blog/category/nope/rss.xml')).statusCode).toBe(404);
  });
});

describe('sitemap and the admin list', () => {
  it('has an entry per translation, with alternates between the written ones and x-default', async () => {
    const xml = (await get('/sitemap.xml')).body;
    expect(xml).toContain('<loc>http://shop.test/blog/lire-le-footprint?lang=fr</loc>');
    const entry = xml.split('<url>').find((u) => u.includes('<loc>http://shop.test/blog/reading-the-footprint</loc>'))!;
    expect(entry).toContain('hreflang="fr" href="http://shop.test/blog/lire-le-footprint?lang=fr"');
    expect(entry).toContain('hreflang="x-default" href="http://shop.test/blog/reading-the-footprint"');
    expect(entry).not.toContain('hreflang="zh"');
  });

  it('marks the missing languages and filters by one', async () => {
    const { posts } = await admin.ok(listAdminBlogPosts, { limit: 50 });
    const translated = posts.find((p) => p.id === translatedId)!;
    // German has a title only: still missing.
    expect(translated.missingLanguages).toEqual(['pt-BR', 'es', 'de', 'zh']);
    const missingFr = await admin.ok(listAdminBlogPosts, { limit: 50, missing: 'fr' });
    expect(missingFr.posts.map((p) => p.slug)).not.toContain('reading-the-footprint');
    expect(missingFr.posts.map((p) => p.slug)).toContain('english-only');
  });
});
