import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBlogCategory,
  createBlogPost,
  deleteBlogCategory,
  deleteBlogPost,
  getAdminBlogPost,
  getBlogPost,
  listAdminBlogCategories,
  listAdminBlogPosts,
  listBlogCategories,
  previewBlogContent,
  updateBlogCategory,
  updateBlogPost,
} from '#shared/contracts/blog.endpoints.ts';
import { BLOG_RSS_PATH, SLUG_TAKEN, type CreateBlogPostInput } from '#shared/contracts/blog.ts';
import type { Endpoint, EndpointInput } from '#shared/contracts/endpoint.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { expectAdminOnly } from '../testing/admin-only.ts';
import { signedInClient } from '../testing/users.ts';
import { expectInert, XSS_PAYLOADS } from '../testing/xss-payloads.ts';
import { blogPosts } from './blog.schema.ts';

let t: TestApp;
let admin: ApiClient;
let adminName: string;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signedInClient(t.app, 'admin');
  admin = signedIn.client;
  adminName = signedIn.user.displayName;
});
afterAll(() => t.close());

const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

function postInput(overrides: Partial<CreateBlogPostInput> = {}): CreateBlogPostInput {
  return {
    title: 'Delta divergence at the open',
    slug: `post-${Math.random().toString(36).slice(2, 10)}`,
    excerpt: 'What delta divergence means.',
    contentFormat: 'markdown',
    content: '## Heading\n\nSome **bold** text.',
    featuredImageUrl: '/media/blog-1.webp',
    categoryIds: [],
    featured: false,
    seoTitle: '',
    seoDescription: '',
    publishedAt: hourAgo(),
    ...overrides,
  };
}

describe('admin guards', () => {
  const endpoints: Endpoint[] = [
    listAdminBlogPosts,
    getAdminBlogPost,
    createBlogPost,
    updateBlogPost,
    deleteBlogPost,
    previewBlogContent,
    listAdminBlogCategories,
    createBlogCategory,
    updateBlogCategory,
    deleteBlogCategory,
  ];

  it.each(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s: 401 for visitors, 403 for users, before any validation (empty and bad input)',
    (_name, endpoint) =>
      expectAdminOnly(t.app, endpoint, { query: 'id=x&page=0&status=nope', body: { ...postInput(), id: 'x' } }),
  );
});

describe('admin posts', () => {
  it('creates, lists with status, edits, and deletes a post', async () => {
    const { category } = await admin.ok(createBlogCategory, { name: 'Order Flow', slug: 'order-flow' });
    const created = await admin.ok(
      createBlogPost,
      postInput({ slug: 'my-post', categoryIds: [category.id], publishedAt: null }),
    );
    expect(created.post).toMatchObject({
      slug: 'my-post',
      status: 'draft',
      publishedAt: null,
      categoryIds: [category.id],
      author: { displayName: adminName },
      contentSource: '## Heading\n\nSome **bold** text.',
    });

    const scheduled = await admin.ok(
      createBlogPost,
      postInput({ slug: 'later', publishedAt: new Date(Date.now() + 86_400_000).toISOString() }),
    );
    expect(scheduled.post.status).toBe('scheduled');
    const live = await admin.ok(createBlogPost, postInput({ slug: 'live', featured: true }));
    expect(live.post.status).toBe('published');

    const list = await admin.ok(listAdminBlogPosts, {});
    expect(list.pagination).toMatchObject({ currentPage: 1, totalCount: 3 });
    expect(Object.fromEntries(list.posts.map((p) => [p.slug, p.status]))).toEqual({
      'my-post': 'draft',
      later: 'scheduled',
      live: 'published',
    });
    const slugs = async (query: EndpointInput<typeof listAdminBlogPosts>) =>
      (await admin.ok(listAdminBlogPosts, query)).posts.map((p) => p.slug);
    expect(await slugs({ status: 'scheduled' })).toEqual(['later']);
    expect(await slugs({ query: 'LIV' })).toEqual(['live']);
    expect(await admin.ok(listAdminBlogCategories, undefined)).toEqual([
      { id: category.id, name: 'Order Flow', slug: 'order-flow', postCount: 1, translations: {} },
    ]);

    // Publishing the draft makes it public.
    const id = created.post.id;
    expect((await new ApiClient(t.app).call(getBlogPost, { slug: 'my-post' })).status).toBe(404);
    const updated = await admin.ok(updateBlogPost, {
      ...postInput({
        slug: 'my-post',
        title: 'Renamed',
        publishedAt: hourAgo(),
        contentFormat: 'html',
        content: '<p>Now in <em>HTML</em></p>',
      }),
      id,
    });
    expect(updated.post).toMatchObject({
      title: 'Renamed',
      status: 'published',
      categoryIds: [],
      contentFormat: 'html',
    });
    const pub = await new ApiClient(t.app).ok(getBlogPost, { slug: 'my-post' });
    expect(pub.post).toMatchObject({ title: 'Renamed', content: '<p>Now in <em>HTML</em></p>', categories: [] });

    expect(await admin.ok(deleteBlogPost, { id })).toEqual({ success: true });
    expect(await admin.call(getAdminBlogPost, { id })).toMatchObject({
      status: 404,
      body: { error: 'Post not found', code: 'blog_post_not_found' },
    });
    expect(await admin.call(deleteBlogPost, { id })).toMatchObject({
      status: 404,
      body: { code: 'blog_post_not_found' },
    });
  });

  it('keeps slugs unique (409 with a field message) and normalises them', async () => {
    const first = await admin.ok(createBlogPost, postInput({ slug: 'Unique-Slug ' }));
    expect(first.post.slug).toBe('unique-slug');
    const again = await admin.call(createBlogPost, postInput({ slug: 'unique-slug' }));
    expect(again).toMatchObject({
      status: 409,
      body: { error: SLUG_TAKEN, code: 'blog_slug_taken', details: { slug: SLUG_TAKEN } },
    });
    const other = await admin.ok(createBlogPost, postInput({ slug: 'other-slug' }));
    const clash = await admin.call(updateBlogPost, { ...postInput({ slug: 'unique-slug' }), id: other.post.id });
    expect(clash).toMatchObject({ status: 409, body: { code: 'blog_slug_taken' } });
    // Saving a post under its own slug is no conflict.
    expect(
      (await admin.call(updateBlogPost, { ...postInput({ slug: 'unique-slug' }), id: first.post.id })).status,
    ).toBe(200);
  });

  it.each([
    [{ title: '' }, 'title', 'Title is required.'],
    [{ title: 'x'.repeat(201) }, 'title', 'Title must be 200 characters or less.'],
    [{ slug: '' }, 'slug', 'Slug is required.'],
    [{ slug: 'has spaces' }, 'slug', 'Use only lowercase letters, numbers and single hyphens.'],
    [{ slug: 'double--hyphen' }, 'slug', 'Use only lowercase letters, numbers and single hyphens.'],
    [{ excerpt: ' ' }, 'excerpt', 'Excerpt is required.'],
    [{ content: '' }, 'content', 'Content is required.'],
    [{ content: 'x'.repeat(100_001) }, 'content', 'Content must be 100,000 characters or less.'],
    [{ featuredImageUrl: 'javascript:alert(1)' }, 'featuredImageUrl', 'Must be a valid URL.'],
    [{ featuredImageUrl: '//evil.example/x.png' }, 'featuredImageUrl', 'Must be a valid URL.'],
    [{ seoTitle: 'x'.repeat(121) }, 'seoTitle', 'SEO title must be 120 characters or less.'],
    [{ seoDescription: 'x'.repeat(321) }, 'seoDescription', 'SEO description must be 320 characters or less.'],
    [{ publishedAt: 'tomorrow' }, 'publishedAt', 'Enter a valid publish time.'],
  ])('rejects %o', async (overrides, field, message) => {
    // Raw on purpose: some of these inputs are outside the declared types.
    const res = await admin.post('/_api/admin/blog/posts', { ...postInput(), ...overrides });
    expect(res).toMatchObject({ status: 400, body: { code: 'validation_failed', details: { [field]: message } } });
  });

  it('rejects unknown categories and unknown fields', async () => {
    expect(await admin.call(createBlogPost, postInput({ categoryIds: [99999] }))).toMatchObject({
      status: 400,
      body: { code: 'blog_category_unknown', details: { categoryIds: 'Unknown category.' } },
    });
    expect((await admin.post('/_api/admin/blog/posts', { ...postInput(), authorId: 1 })).status).toBe(400);
  });
});

describe('admin categories', () => {
  it('creates, renames and deletes categories with unique names and slugs', async () => {
    const a = (await admin.ok(createBlogCategory, { name: 'Risk', slug: 'risk' })).category;
    expect(a).toMatchObject({ name: 'Risk', slug: 'risk', postCount: 0 });
    expect(await admin.call(createBlogCategory, { name: 'risk', slug: 'risk-2' })).toMatchObject({
      status: 409,
      body: { error: 'A category with this name already exists.', code: 'blog_category_name_taken' },
    });
    expect(await admin.call(createBlogCategory, { name: 'Risk 2', slug: 'risk' })).toMatchObject({
      status: 409,
      body: { code: 'blog_slug_taken' },
    });
    const renamed = await admin.ok(updateBlogCategory, { id: a.id, name: 'Risk Management', slug: 'risk-management' });
    expect(renamed.category).toMatchObject({ name: 'Risk Management', slug: 'risk-management' });
    expect((await new ApiClient(t.app).ok(listBlogCategories, undefined)).map((c) => c.slug)).toContain(
      'risk-management',
    );
    expect(await admin.ok(deleteBlogCategory, { id: a.id })).toEqual({ success: true });
    expect(await admin.call(deleteBlogCategory, { id: a.id })).toMatchObject({
      status: 404,
      body: { code: 'blog_category_not_found' },
    });
    expect(await admin.call(createBlogCategory, { name: '', slug: '' })).toMatchObject({
      status: 400,
      body: {
        code: 'validation_failed',
        details: { name: 'Name is required.', slug: 'Slug is required.' },
        fieldCodes: { name: 'required', slug: 'required' },
      },
    });
  });
});

/**
 * The payloads in groups of ten, each group its own test: every write empties the public caches
 * and re-syncs the search index, so all of them in one test outgrew its time on a loaded machine.
 */
const PAYLOAD_GROUPS = Array.from({ length: Math.ceil(XSS_PAYLOADS.length / 10) }, (_, group) => {
  const first = group * 10;
  const payloads = [...XSS_PAYLOADS.entries()].slice(first, first + 10);
  return [`${first + 1}-${first + payloads.length}`, payloads] as const;
});

describe('HTML sanitising', () => {
  it('has at least 50 hostile payloads to try', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(PAYLOAD_GROUPS)(
    'stores and serves hostile payloads %s inert (HTML and Markdown)',
    async (_range, payloads) => {
      const visitor = new ApiClient(t.app);
      for (const [index, payload] of payloads) {
        for (const contentFormat of ['html', 'markdown'] as const) {
          const slug = `xss-${contentFormat}-${index}`;
          const res = await admin.call(
            createBlogPost,
            postInput({ slug, contentFormat, content: `<p>Intro</p>\n\n${payload}\n\nOutro` }),
          );
          expect(res.status, payload).toBe(200);
          const [row] = await t.app.db
            .select({ content: blogPosts.content, source: blogPosts.contentSource })
            .from(blogPosts)
            .where(eq(blogPosts.slug, slug));
          expectInert(row!.content);
          if (contentFormat === 'html') expectInert(row!.source);
          expectInert((await visitor.ok(getBlogPost, { slug })).post.content);
        }
      }
    },
  );

  it.each(PAYLOAD_GROUPS)(
    'sanitises again on render: hostile HTML %s written straight into the database is served inert',
    async (_range, payloads) => {
      const visitor = new ApiClient(t.app);
      const [author] = await t.app.db.select({ id: blogPosts.authorId }).from(blogPosts).limit(1);
      for (const [index, payload] of payloads) {
        const slug = `raw-${index}`;
        await t.app.db.insert(blogPosts).values({
          slug,
          title: `Raw ${index}`,
          excerpt: 'x',
          content: payload,
          contentSource: payload,
          seoTitle: '',
          seoDescription: '',
          authorId: author?.id ?? null,
          publishedAt: new Date(Date.now() - 1000),
        });
        expectInert((await visitor.ok(getBlogPost, { slug })).post.content);
      }
      const rss = (await visitor.get<string>(BLOG_RSS_PATH)).body;
      expect(rss).not.toMatch(/<script/i);
    },
  );

  it('keeps safe formatting: headings, links, images, tables and code', async () => {
    const html =
      '<h1>Top</h1><p><a href="https://ninjatrader.com" target="_blank">site</a> <a href="/docs">docs</a></p><img src="/media/blog-2.webp" alt="Chart"><table><tr><th scope="col">A</th></tr><tr><td>1</td></tr></table><pre><code class="language-csharp evil">var x = 1;</code></pre>';
    const res = await admin.ok(previewBlogContent, { contentFormat: 'html', content: html });
    expect(res.html).toBe(
      '<h2>Top</h2><p><a href="https://ninjatrader.com" rel="nofollow noopener noreferrer">site</a> <a href="/docs">docs</a></p><img src="/media/blog-2.webp" alt="Chart" loading="lazy" decoding="async" /><table><tr><th scope="col">A</th></tr><tr><td>1</td></tr></table><pre><code class="language-csharp">var x = 1;</code></pre>',
    );
    const md = await admin.ok(previewBlogContent, {
      contentFormat: 'markdown',
      content: '# Title\n\n- one\n- two\n\n[x](javascript:alert(1))',
    });
    expect(md.html).toContain('<h2>Title</h2>');
    expect(md.html).toContain('<li>one</li>');
    expectInert(md.html);
  });
});
