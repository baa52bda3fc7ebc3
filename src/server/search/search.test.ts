import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBlogPost, updateBlogPost } from '#shared/contracts/blog.endpoints.ts';
import type { CreateBlogPostInput } from '#shared/contracts/blog.ts';
import { createIndicator } from '#shared/contracts/admin-store.endpoints.ts';
import { siteSearch } from '#shared/contracts/search.endpoints.ts';
import { mergeSuggestions } from '#shared/contracts/suggestions-admin.endpoints.ts';
import { insertRelease } from '../releases/releases.repo.ts';
import { createCategory, indicatorBody } from '../store-admin/store-admin.test-helpers.ts';
import { createProduct } from '../store/store.test-helpers.ts';
import { makeSuggestion } from '../suggestions/suggestions.test-helpers.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { searchDocuments } from './search.schema.ts';
import { rebuildSearchIndex } from './search-index.ts';

let t: TestApp;
let api: ApiClient;
let admin: ApiClient;
let zebracornBasics: { post: { id: number } };

function post(overrides: Partial<CreateBlogPostInput>): CreateBlogPostInput {
  return {
    title: 'A post',
    slug: `post-${Math.random().toString(36).slice(2, 10)}`,
    excerpt: 'An excerpt.',
    contentFormat: 'markdown',
    content: 'Some text.',
    featuredImageUrl: null,
    categoryIds: [],
    featured: false,
    seoTitle: '',
    seoDescription: '',
    publishedAt: new Date(Date.now() - 60_000).toISOString(),
    ...overrides,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  api = new ApiClient(t.app);
  admin = (await signedInClient(t.app, 'admin')).client;
  const category = await createCategory(t.app, 'Order Flow');
  await admin.ok(
    createIndicator,
    indicatorBody([category.id], {
      name: 'Volumen Radar',
      description: 'Shows where the traded volume concentrates during the session.',
      shortDescription: 'Volume by price.',
      translations: {
        de: {
          description: 'Zeigt, wo sich das Handelsvolumen während der Sitzung konzentriert.',
          shortDescription: 'Volumen nach Preis.',
          features: [],
        },
        zh: {
          description: '这个指标显示交易时段内成交量集中在哪里。',
          shortDescription: '按价格显示成交量。',
          features: [],
        },
      },
    }),
  );
  zebracornBasics = await admin.ok(createBlogPost, post({ title: 'Zebracorn basics', content: 'Nothing else here.' }));
  await admin.ok(
    createBlogPost,
    post({ title: 'Market notes', content: 'Watch the zebracorn pattern and `<script>alert(1)</script>` near it.' }),
  );
  await admin.ok(createBlogPost, post({ title: 'Unicornfish draft', content: 'Unicornfish', publishedAt: null }));
  await admin.ok(
    createBlogPost,
    post({
      title: 'Unicornfish scheduled',
      content: 'Unicornfish',
      publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
    }),
  );
  await admin.ok(
    createBlogPost,
    post({
      title: 'Whale watching in the order book',
      slug: 'whale-watching',
      excerpt: 'Big traders leave traces.',
      content: 'Spot the whales before they move the price.',
      translations: {
        fr: {
          title: 'Observer les baleines dans le carnet',
          slug: 'observer-les-baleines',
          excerpt: 'Les gros opérateurs laissent des traces.',
          content: 'Repérez les **baleines** avant qu’elles ne fassent bouger le prix.',
        },
      },
    }),
  );
  const kept = await makeSuggestion(t.app, { suggestionTitle: 'Narwhal volume alerts' });
  const merged = await makeSuggestion(t.app, { suggestionTitle: 'Narwhal alerts please' });
  await admin.ok(mergeSuggestions, { fromId: merged.id, intoId: kept.id });
});
afterAll(() => t.close());

const search = (q: string, lang?: 'en' | 'de' | 'zh' | 'fr', limit?: number) =>
  api.ok(siteSearch, { q, ...(lang ? { lang } : {}), ...(limit ? { limit } : {}) });

describe('GET /_api/search', () => {
  it('ranks a title match above a body match', async () => {
    const { results } = await search('zebracorn');
    expect(results.map((r) => r.title)).toEqual(['Zebracorn basics', 'Market notes']);
    expect(results[0]).toMatchObject({ kind: 'post', group: 'post', url: expect.stringMatching(/^\/blog\/post-/) });
    expect(results[0]!.rank).toBeGreaterThan(results[1]!.rank);
  });

  it('escapes the text of a snippet: highlight marks are the only markup', async () => {
    const { results } = await search('zebracorn');
    const snippet = results.find((r) => r.title === 'Market notes')!.snippet;
    expect(snippet).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(snippet).toContain('<mark>zebracorn</mark>');
    expect(snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('finds nothing from a draft, a scheduled post or a merged suggestion', async () => {
    expect((await search('unicornfish')).results).toEqual([]);
    const narwhal = (await search('narwhal')).results;
    expect(narwhal.map((r) => [r.kind, r.title])).toEqual([['suggestion', 'Narwhal volume alerts']]);
  });

  it('indexes a suggestion in the language of its text, not its author’s e-mail language', async () => {
    await makeSuggestion(t.app, { suggestionTitle: 'Platypus depth alerts', language: 'de', textLanguage: 'en' });
    await rebuildSearchIndex(t.app.db, t.app.config);
    const { results } = await search('platypus', 'de');
    expect(results.map((r) => [r.title, r.language])).toEqual([['Platypus depth alerts', 'en']]);
  });

  it('finds a German word by another form of it, in German, highlighted', async () => {
    const { results } = await search('Handelsvolumens', 'de');
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ kind: 'indicator', title: 'Volumen Radar', language: 'de' });
    expect(results[0]!.snippet).toContain('<mark>Handelsvolumen</mark>');
    // English has no such word.
    expect((await search('Handelsvolumens', 'en')).results).toEqual([]);
  });

  it('finds a Chinese word inside an unspaced Chinese sentence', async () => {
    const { results } = await search('成交量', 'zh');
    const indicator = results.find((r) => r.kind === 'indicator');
    expect(indicator).toMatchObject({
      title: 'Volumen Radar',
      language: 'zh',
      url: expect.stringMatching(/^\/indicators\/\d+$/),
    });
    expect(indicator!.snippet).toContain('<mark>成交量</mark>');
    // Two characters of the word, inside the sentence, are enough.
    expect((await search('成交', 'zh')).results.some((r) => r.title === 'Volumen Radar')).toBe(true);
  });

  it('falls back to English and links docs sections by their anchor', async () => {
    const fr = await search('delta', 'fr');
    const docs = fr.results.filter((r) => r.kind === 'docs');
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.map((r) => r.url)).toContain('/docs#orderflow-pulse');
    // Posts are written in English only: a German visitor finds them in English.
    const de = await search('zebracorn', 'de');
    expect(de.results.map((r) => [r.title, r.language])).toEqual([
      ['Zebracorn basics', 'en'],
      ['Market notes', 'en'],
    ]);
    const kinds = (await search('delta', 'en', 50)).results.map((r) => r.kind);
    expect(kinds).toEqual(expect.arrayContaining(['docs', 'tutorial']));
  });

  it('ranks a product above the changelog entries and docs that name it', async () => {
    const pulse = await createProduct(t.app, { name: 'Orderflow Pulse' });
    const sentinel = await createProduct(t.app, { name: 'Trend Sentinel' });
    for (const [i, version] of ['9.8.0', '9.9.0'].entries())
      for (const product of [pulse, sentinel])
        await insertRelease(t.app.db, {
          indicatorId: product.id,
          version,
          notes: { en: 'Faster loading.', de: 'Lädt schneller.' },
          minPlatformVersion: '8.1',
          status: 'published',
          sha256: 'a'.repeat(64),
          size: 1,
          storageKey: `rank-${product.id}-${version}`,
          fileName: 'x.zip',
          publishedAt: new Date(Date.UTC(2030, 0, 1 + i)),
        });
    await rebuildSearchIndex(t.app.db, t.app.config);
    for (const lang of ['en', 'de'] as const) {
      const { results } = await search('Orderflow Pulse', lang, 20);
      expect(results[0], lang).toMatchObject({ kind: 'indicator', title: 'Orderflow Pulse' });
      // The entries that list it are still found, below it.
      expect(results.filter((r) => r.kind === 'changelog').length, lang).toBe(2);
    }
    expect((await search('Trend Sentinel', 'en', 20)).results[0]).toMatchObject({ kind: 'indicator' });
  });

  it('finds a translated post in its language, at its translated slug; other languages fall back to English', async () => {
    const fr = await search('baleine', 'fr');
    expect(fr.results.map((r) => [r.kind, r.title, r.language, r.url])).toEqual([
      ['post', 'Observer les baleines dans le carnet', 'fr', '/blog/observer-les-baleines'],
    ]);
    expect(fr.results[0]!.snippet).toContain('<mark>baleines</mark>');
    // A French word is no English word; the French text is found in French only.
    expect((await search('baleine', 'en')).results).toEqual([]);
    // A German visitor (no German translation) finds the English post at its English slug.
    const de = await search('whales', 'de');
    expect(de.results.map((r) => [r.title, r.language, r.url])).toEqual([
      ['Whale watching in the order book', 'en', '/blog/whale-watching'],
    ]);
    // A French visitor typing English finds it once, by its English text (the page at that slug
    // is shown in the visitor's language).
    expect((await search('whales', 'fr')).results.map((r) => [r.language, r.url])).toEqual([
      ['en', '/blog/whale-watching'],
    ]);
  });

  it(
    'finds a scheduled post from its time on, though the same search was answered (and kept) before',
    { timeout: 60_000 },
    async () => {
      const at = Date.now() + 1_500;
      await admin.ok(
        createBlogPost,
        post({ title: 'Quokka timing', content: 'Quokka', publishedAt: new Date(at).toISOString() }),
      );
      const before = await search('quokka');
      if (Date.now() < at) expect(before.results).toEqual([]);
      // Found once its time has come: no fixed sleep, the search is asked again until it is (the
      // kept empty answer would otherwise stay up to a minute, past this wait's limit).
      await vi.waitFor(
        async () => expect((await search('quokka')).results.map((r) => r.title)).toEqual(['Quokka timing']),
        {
          timeout: 30_000,
          interval: 100,
        },
      );
    },
  );

  it('answers a hint for empty and one-character queries, and an error code for over-long ones', async () => {
    expect(await search('')).toEqual({ results: [], hint: 'query_too_short', language: 'en' });
    expect(await search(' x ')).toEqual({ results: [], hint: 'query_too_short', language: 'en' });
    const long = await api.call(siteSearch, { q: 'a'.repeat(500) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ code: 'search_query_too_long' });
  });

  it('never raises on operators and quotes', async () => {
    for (const q of [
      '"zebracorn',
      'zebracorn OR -',
      '!!',
      "'; drop table x --",
      '& | ! ( ) : *',
      '"unclosed or -zebra',
    ]) {
      const res = await api.call(siteSearch, { q });
      expect(res.status, q).toBe(200);
    }
    expect((await search('"zebracorn basics"')).results.map((r) => r.title)).toEqual(['Zebracorn basics']);
    expect((await search('zebracorn -basics')).results.map((r) => r.title)).toEqual(['Market notes']);
  });

  it('a write rewrites only its own rows; an unchanged index is left as it is', async () => {
    await search('zebracorn'); // waits for the rebuilds the setup's writes asked for
    const ids = async () =>
      new Map(
        (
          await t.app.db
            .select({ id: searchDocuments.id, sourceId: searchDocuments.sourceId, kind: searchDocuments.kind })
            .from(searchDocuments)
        ).map((row) => [row.id, `${row.kind}:${row.sourceId}`]),
      );
    const before = await ids();
    expect(await rebuildSearchIndex(t.app.db, t.app.config)).toMatchObject({ added: 0, removed: 0 });
    expect(await ids()).toEqual(before);

    const postId = zebracornBasics.post.id;
    await admin.ok(updateBlogPost, {
      ...post({ title: 'Zebracorn advanced', content: 'Nothing else here.' }),
      id: postId,
    });
    expect((await search('zebracorn')).results.map((r) => r.title)).toContain('Zebracorn advanced');
    const after = await ids();
    const changed = [...before].filter(([id]) => !after.has(id)).map(([, source]) => source);
    expect(changed).toEqual([`post:${postId}`]);
  });
});
