import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GetBlogPostResponse,
  ListBlogCategoriesResponse,
  ListBlogPostsResponse,
  type CreateBlogPostInput,
} from '#shared/contracts/blog.ts';
import {
  createBlogPost,
  deleteBlogPost,
  getBlogPost,
  listBlogCategories,
  listBlogPosts,
  updateBlogCategory,
  updateBlogPost,
} from '#shared/contracts/blog.endpoints.ts';
import { loadConfig } from '../platform/config.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { blogSeeder } from './blog.seed.ts';
import * as blog from './blog.service.ts';

// The public blog cache (DESIGN "Performance rules"): the same bytes as without it, and every
// admin write shows on the next public read. Scheduled posts: blog.test.ts.

let t: TestApp;
let admin: ApiClient;
let visitor: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInClient(t.app, 'admin')).client;
  visitor = new ApiClient(t.app);
  await t.app.db.transaction((tx) => blogSeeder.run(tx, { config: loadConfig({}), log: t.app.log, notes: [] }));
  await t.app.publicCache('blog').invalidate();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'shop.test' } });
const listQuery = (query: Record<string, unknown>) =>
  ({ page: 1, limit: 6, ...query }) as Parameters<typeof blog.listPosts>[1];
const uncached = {
  list: async (query: Record<string, unknown> = {}) =>
    JSON.stringify(ListBlogPostsResponse.parse(await blog.listPosts(t.app.db, listQuery(query)))),
  post: async (slug: string) => JSON.stringify(GetBlogPostResponse.parse(await blog.getPost(t.app.db, slug))),
  categories: async () => JSON.stringify(ListBlogCategoriesResponse.parse(await blog.listCategories(t.app.db))),
};

function postInput(overrides: Partial<CreateBlogPostInput> = {}): CreateBlogPostInput {
  return {
    title: 'Cached or not',
    slug: `cached-${Math.random().toString(36).slice(2, 10)}`,
    excerpt: 'A post for the cache tests.',
    contentFormat: 'markdown',
    content: 'Hello **there**.',
    featuredImageUrl: null,
    categoryIds: [],
    featured: false,
    seoTitle: '',
    seoDescription: '',
    publishedAt: new Date(Date.now() - 60_000).toISOString(),
    ...overrides,
  };
}

describe('anonymous blog reads', () => {
  it('list pages, category filters, a post and the categories: cached bytes are the uncached ones', async () => {
    const firstSlug = JSON.parse((await get('/_api/blog/posts')).body).posts[0].slug as string;
    const categorySlug = JSON.parse((await get('/_api/blog/categories')).body)[0].slug as string;
    const cases: Array<[string, () => Promise<string>]> = [
      ['/_api/blog/posts', () => uncached.list()],
      ['/_api/blog/posts?page=2', () => uncached.list({ page: 2 })],
      ['/_api/blog/posts?limit=3', () => uncached.list({ limit: 3 })],
      ['/_api/blog/posts?featured=true', () => uncached.list({ featured: true })],
      [`/_api/blog/posts?categorySlug=${categorySlug}`, () => uncached.list({ categorySlug })],
      ['/_api/blog/posts?query=delta', () => uncached.list({ query: 'delta' })],
      [`/_api/blog/post?slug=${firstSlug}`, () => uncached.post(firstSlug)],
      ['/_api/blog/categories', () => uncached.categories()],
    ];
    for (const [url, expected] of cases) {
      const first = await get(url);
      const second = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.body, url).toBe(await expected());
      expect(second.body, url).toBe(first.body);
    }
    expect((await get('/_api/blog/post?slug=no-such-post')).statusCode).toBe(404);
  });
});

describe('admin writes show on the next public read', () => {
  it('create, update and delete a post; rename a category', async () => {
    await get('/_api/blog/posts');
    const { id, slug } = (await admin.ok(createBlogPost, postInput({ title: 'Fresh off the press' }))).post;
    expect((await visitor.ok(listBlogPosts, {})).posts[0]).toMatchObject({
      slug,
      title: 'Fresh off the press',
    });
    expect((await visitor.ok(getBlogPost, { slug })).post.title).toBe('Fresh off the press');

    await admin.ok(updateBlogPost, { id, ...postInput({ slug, title: 'Second thoughts' }) });
    expect((await visitor.ok(listBlogPosts, {})).posts[0]?.title).toBe('Second thoughts');
    expect((await visitor.ok(getBlogPost, { slug })).post.title).toBe('Second thoughts');

    await admin.ok(deleteBlogPost, { id });
    expect((await visitor.call(getBlogPost, { slug })).status).toBe(404);
    expect((await get('/_api/blog/posts')).body).toBe(await uncached.list());

    const [category] = await visitor.ok(listBlogCategories, undefined);
    await admin.ok(updateBlogCategory, { id: category!.id, name: 'Renamed Category', slug: category!.slug });
    expect((await get('/_api/blog/categories')).body).toBe(await uncached.categories());
    expect((await get('/_api/blog/categories')).body).toContain('Renamed Category');
  });
});
