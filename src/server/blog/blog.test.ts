import { sql } from 'drizzle-orm';
import { parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlogPost, getBlogPost, listBlogCategories, listBlogPosts } from '#shared/contracts/blog.endpoints.ts';
import type { CreateBlogPostInput } from '#shared/contracts/blog.ts';
import { BLOG_RSS_PATH } from '#shared/contracts/blog.constants.ts';
import { loadConfig } from '../platform/config.ts';
import { ApiClient, createTestApp, type ErrorBody, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { postIdsMatching } from '../search/search.repo.ts';
import { blogSeeder } from './blog.seed.ts';

let t: TestApp;
let api: ApiClient;
let admin: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  api = new ApiClient(t.app);
  admin = (await signedInClient(t.app, 'admin')).client;
  // The demo seed: 16 published posts, 6 categories, 2 featured, one draft and one scheduled.
  await t.app.db.transaction((tx) => blogSeeder.run(tx, { config: loadConfig({}), log: t.app.log, notes: [] }));
});
afterAll(() => t.close());

async function allPublishedSlugs() {
  return (await api.ok(listBlogPosts, { limit: 50 })).posts.map((p) => p.slug);
}

describe('GET /_api/blog/posts', () => {
  it('pages 6 at a time, newest first, with page totals', async () => {
    const first = await api.ok(listBlogPosts, {});
    expect(first.posts).toHaveLength(6);
    expect(first.pagination).toEqual({ currentPage: 1, totalPages: 3, totalCount: 16 });
    const dates = first.posts.map((p) => p.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    const third = await api.ok(listBlogPosts, { page: 3 });
    expect(third.posts).toHaveLength(4);
    expect(third.pagination.currentPage).toBe(3);

    const beyond = await api.call(listBlogPosts, { page: 9 });
    expect(beyond.body).toMatchObject({ posts: [], pagination: { currentPage: 9, totalPages: 3 } });

    const pages = await Promise.all([1, 2, 3].map((page) => api.ok(listBlogPosts, { page })));
    const slugs = pages.flatMap((p) => p.posts.map((post) => post.slug));
    expect(new Set(slugs).size).toBe(16);
  });

  it('returns every field of the contract', async () => {
    const [post] = (await api.ok(listBlogPosts, { limit: 1 })).posts;
    expect(post).toMatchObject({
      id: expect.any(Number),
      slug: expect.any(String),
      title: expect.any(String),
      excerpt: expect.any(String),
      content: expect.stringContaining('<p>'),
      seoTitle: expect.any(String),
      seoDescription: expect.any(String),
      featuredImageUrl: expect.stringMatching(/^\/media\/blog-\d\.webp$/),
      publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      author: { displayName: expect.any(String) },
      readingTimeMinutes: expect.any(Number),
    });
    expect(post!.categories[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      slug: expect.any(String),
      language: 'en',
    });
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['limit=0', 'limit'],
    ['limit=51', 'limit'],
    ['featured=maybe', 'featured'],
  ])('rejects %s', async (query, field) => {
    const res = await api.get<ErrorBody>(`/_api/blog/posts?${query}`);
    expect(res).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', fieldCodes: { [field]: expect.any(String) } },
    });
    expect(res.body.details).toHaveProperty(field);
  });

  it('filters featured posts', async () => {
    const res = await api.ok(listBlogPosts, { featured: 'true', limit: 2 });
    expect(res.posts).toHaveLength(2);
    expect(res.posts.every((p) => p.featured)).toBe(true);
    expect(res.pagination.totalCount).toBe(2);
  });

  it('filters by category slug and hides the scheduled post of that category', async () => {
    const { posts } = await api.ok(listBlogPosts, { categorySlug: 'release-news' });
    expect(posts.map((p) => p.slug).sort()).toEqual([
      'release-3-1-5-session-templates',
      'release-3-2-cumulative-delta-divergence',
    ]);
    expect(posts.every((p) => p.categories.some((c) => c.slug === 'release-news'))).toBe(true);
    expect((await api.call(listBlogPosts, { categorySlug: 'nope' })).body).toMatchObject({
      posts: [],
      pagination: { totalPages: 0 },
    });
  });

  it('searches with full-text search, stemming, and ranks title over excerpt over content', async () => {
    const make = (slug: string, fields: Pick<CreateBlogPostInput, 'title' | 'excerpt' | 'content'>) =>
      admin.call(createBlogPost, {
        ...fields,
        slug,
        contentFormat: 'markdown',
        featuredImageUrl: null,
        categoryIds: [],
        featured: false,
        seoTitle: '',
        seoDescription: '',
        publishedAt: new Date(Date.now() - 60_000).toISOString(),
      });
    // The content match is the newest and the title match the oldest, so only ranking orders them.
    expect(
      (
        await make('rank-title', {
          title: 'Gamma exposure explained',
          excerpt: 'Dealers and hedging.',
          content: 'Plain words here.',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await make('rank-excerpt', {
          title: 'Dealer hedging flows',
          excerpt: 'How gamma moves intraday ranges.',
          content: 'Plain words here.',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await make('rank-content', {
          title: 'Options flows for futures traders',
          excerpt: 'Dealers and hedging.',
          content: 'Dealers hedge their gamma.',
        })
      ).status,
    ).toBe(200);

    const res = await api.ok(listBlogPosts, { query: 'gamma' });
    expect(res.posts.map((p) => p.slug)).toEqual(['rank-title', 'rank-excerpt', 'rank-content']);

    const stemmed = await api.ok(listBlogPosts, { query: '  volume profiles  ' });
    const titles = stemmed.posts.map((p) => p.title);
    expect(titles[0]).toMatch(/volume profile/i);
    expect(stemmed.pagination.totalCount).toBeGreaterThan(1);

    const combined = await api.ok(listBlogPosts, { query: 'delta', categorySlug: 'release-news' });
    expect(combined.posts.map((p) => p.slug)).toEqual(['release-3-2-cumulative-delta-divergence']);
  });

  it('treats hostile or blank search text as text', async () => {
    for (const query of [`"' OR 1=1 --`, '!!! & | ( )', '<script>', 'a'.repeat(200)]) {
      const res = await api.call(listBlogPosts, { query });
      expect(res.status).toBe(200);
    }
    const blank = await api.ok(listBlogPosts, { query: '  ' });
    expect(blank.pagination.totalCount).toBe(19);
    expect((await api.get(`/_api/blog/posts?query=${'a'.repeat(201)}`)).status).toBe(400);
  });

  it('never lists drafts or scheduled posts', async () => {
    const slugs = await allPublishedSlugs();
    expect(slugs).not.toContain('footprint-settings-deep-dive');
    expect(slugs).not.toContain('release-3-3-preview');
  });
});

describe('query plans', () => {
  // The seed is too small for the planner to prefer an index on its own; disabling sequential
  // scans shows which index PostgreSQL would use for the hot queries at scale.
  it.each([
    // The blog's search reads the site-search index (visitor's language and English): by the text
    // index or the posts' rows, whichever the planner finds narrower; never the whole table.
    ['search', sql`explain ${postIdsMatching('volume', 'fr')}`, /search_documents_(vector|source)_idx/],
    [
      'newest first',
      sql`explain select id from blog_posts where published_at <= now() order by published_at desc limit 6`,
      'blog_posts_published_idx',
    ],
    [
      'featured',
      sql`explain select id from blog_posts where featured = true and published_at <= now() order by published_at desc limit 2`,
      'blog_posts_featured_idx',
    ],
  ])('%s uses its index', async (_name, query, index) => {
    const plan = await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(query);
    });
    expect(JSON.stringify(plan)).toMatch(index);
  });
});

describe('GET /_api/blog/categories', () => {
  it('lists categories by name', async () => {
    const categories = await api.ok(listBlogCategories, undefined);
    expect(categories.map((c) => c.name)).toEqual([
      'Market Structure',
      'Order Flow',
      'Platform Tips',
      'Release News',
      'Risk Management',
      'Volume Profile',
    ]);
    expect(categories[0]).toEqual({
      id: expect.any(Number),
      name: 'Market Structure',
      slug: 'market-structure',
      language: 'en',
    });
  });
});

describe('GET /_api/blog/post', () => {
  it('returns the post with author, categories and related posts sharing a category', async () => {
    const { post, relatedPosts } = await api.ok(getBlogPost, { slug: 'reading-order-flow-footprint-charts' });
    expect(post.title).toBe('Reading Order Flow: A Practical Guide to Footprint Charts');
    expect(post.author).toEqual({ displayName: 'Maya Chen' });
    expect(post.content).toContain('<h2 id="bid-ask-and-aggression">Bid, ask and aggression</h2>');
    expect(post.seoTitle).toBe(post.title);
    expect(post.seoDescription).toBe(post.excerpt);
    expect(post.readingTimeMinutes).toBeGreaterThanOrEqual(1);

    const mine = new Set(post.categories.map((c) => c.slug));
    expect(relatedPosts.length).toBeGreaterThan(0);
    expect(relatedPosts.length).toBeLessThanOrEqual(3);
    for (const related of relatedPosts) {
      expect(related.slug).not.toBe(post.slug);
      expect(related.categories.some((c) => mine.has(c.slug))).toBe(true);
    }
    const dates = relatedPosts.map((p) => p.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('answers 404 for unknown, draft and scheduled slugs', async () => {
    for (const slug of ['no-such-post', 'footprint-settings-deep-dive', 'release-3-3-preview']) {
      const res = await api.call(getBlogPost, { slug });
      expect(res).toMatchObject({ status: 404, body: { error: 'Post not found', code: 'blog_post_not_found' } });
    }
  });

  it("requires a slug ('Slug is required.')", async () => {
    for (const url of ['/_api/blog/post?slug=', '/_api/blog/post?slug=%20', '/_api/blog/post']) {
      const res = await api.get<ErrorBody>(url);
      expect(res.status).toBe(400);
      expect(res.body.details?.slug ?? res.body.error).toBe('Slug is required.');
    }
  });

  it('shows a scheduled post by itself once its time has come', async () => {
    const create = await admin.ok(createBlogPost, {
      title: 'Timed post',
      slug: 'timed-post',
      excerpt: 'Appears later.',
      contentFormat: 'markdown',
      content: 'Hello.',
      featuredImageUrl: null,
      categoryIds: [],
      featured: false,
      seoTitle: '',
      seoDescription: '',
      // Far enough ahead that the checks below run before it, even on a busy machine.
      publishedAt: new Date(Date.now() + 4000).toISOString(),
    });
    expect(create.post.status).toBe('scheduled');
    expect((await api.call(getBlogPost, { slug: 'timed-post' })).status).toBe(404);
    // Cached meanwhile: the cache must let it go when the post's time comes.
    expect(await allPublishedSlugs()).not.toContain('timed-post');
    await expect
      .poll(async () => (await api.call(getBlogPost, { slug: 'timed-post' })).status, {
        timeout: 20_000,
        interval: 250,
      })
      .toBe(200);
    expect(await allPublishedSlugs()).toContain('timed-post');
  });
});

describe('feeds', () => {
  it('serves RSS 2.0 with the latest published posts', async () => {
    const res = await api.get(BLOG_RSS_PATH);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/rss+xml');
    const xml = res.body as string;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const doc = parseDocument(xml, { xmlMode: true });
    const rss = doc.children.find((n) => 'name' in n && n.name === 'rss') as unknown as {
      attribs: Record<string, string>;
      children: Array<{ name?: string; children?: Array<{ name?: string }> }>;
    };
    expect(rss.attribs.version).toBe('2.0');
    const channel = rss.children.find((n) => n.name === 'channel')!;
    const names = channel.children!.map((n) => n.name).filter(Boolean);
    expect(names).toEqual(expect.arrayContaining(['title', 'link', 'description']));
    const items = channel.children!.filter((n) => n.name === 'item');
    expect(items.length).toBeGreaterThanOrEqual(16);
    expect(items.length).toBeLessThanOrEqual(20);
    expect(xml).toContain('<link>http://shop.test/blog/reading-order-flow-footprint-charts</link>');
    expect(xml).not.toContain('release-3-3-preview');
    expect(xml).not.toContain('footprint-settings-deep-dive');
  });

  it('lists published posts in sitemap.xml', async () => {
    const xml = (await api.get('/sitemap.xml')).body as string;
    expect(xml).toContain('<loc>http://shop.test/blog/volume-profile-value-area-basics</loc>');
    expect(xml).not.toContain('release-3-3-preview');
  });
});
