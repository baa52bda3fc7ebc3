import { eq } from 'drizzle-orm';
import { parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLUG_TAKEN, type CreateBlogPostInput } from '#shared/contracts/blog.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { blogPosts } from './blog.schema.ts';
import { XSS_PAYLOADS } from './xss-payloads.ts';

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

/** Fails with the offending node when HTML could run script, load styles or navigate to script URLs. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<\s*(script|style|iframe|object|embed|svg|math|form|input|button|link|meta|base)\b/i);
  const walk = (
    nodes: Array<{ type: string; name?: string; attribs?: Record<string, string>; children?: unknown[] }>,
  ) => {
    for (const node of nodes) {
      if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') continue;
      expect(['script', 'style']).not.toContain(node.name);
      for (const [name, value] of Object.entries(node.attribs ?? {})) {
        expect(name, `${node.name} ${name}`).not.toMatch(/^on/i);
        expect(name).not.toBe('style');
        expect(name).not.toBe('srcdoc');
        if (['href', 'src', 'action', 'formaction', 'background', 'xlink:href'].includes(name)) {
          // eslint-disable-next-line no-control-regex
          const normalised = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
          expect(normalised, `${node.name} ${name}=${value}`).toMatch(
            /^(https?:\/\/[^/]|mailto:|\/[^/]|#|[a-z0-9._-]+(\/|$)|$)/,
          );
        }
      }
      walk((node.children ?? []) as never);
    }
  };
  walk(parseDocument(html).children as never);
}

describe('admin guards', () => {
  const calls: Array<[string, string, unknown?]> = [
    ['GET', '/_api/admin/blog/posts'],
    ['GET', '/_api/admin/blog/post?id=1'],
    ['POST', '/_api/admin/blog/posts', postInput()],
    ['POST', '/_api/admin/blog/posts/update', { ...postInput(), id: 1 }],
    ['POST', '/_api/admin/blog/posts/delete', { id: 1 }],
    ['POST', '/_api/admin/blog/preview', { contentFormat: 'markdown', content: 'x' }],
    ['GET', '/_api/admin/blog/categories'],
    ['POST', '/_api/admin/blog/categories', { name: 'X', slug: 'x' }],
    ['POST', '/_api/admin/blog/categories/update', { id: 1, name: 'X', slug: 'x' }],
    ['POST', '/_api/admin/blog/categories/delete', { id: 1 }],
  ];

  it.each(calls)('%s %s: 401 for visitors, 403 for users', async (method, url, body) => {
    const visitor = new ApiClient(t.app);
    const { client: user } = await signedInClient(t.app, 'user');
    const asVisitor = method === 'GET' ? await visitor.get(url) : await visitor.post(url, body);
    const asUser = method === 'GET' ? await user.get(url) : await user.post(url, body);
    expect(asVisitor).toMatchObject({ status: 401, body: { error: 'Authentication required.' } });
    expect(asUser).toMatchObject({ status: 403, body: { error: 'Admin access required.' } });
  });
});

describe('admin posts', () => {
  it('creates, lists with status, edits, and deletes a post', async () => {
    const category = (await admin.post('/_api/admin/blog/categories', { name: 'Order Flow', slug: 'order-flow' })).body
      .category;
    const created = await admin.post(
      '/_api/admin/blog/posts',
      postInput({ slug: 'my-post', categoryIds: [category.id], publishedAt: null }),
    );
    expect(created.status).toBe(200);
    expect(created.body.post).toMatchObject({
      slug: 'my-post',
      status: 'draft',
      publishedAt: null,
      categoryIds: [category.id],
      author: { displayName: adminName },
      contentSource: '## Heading\n\nSome **bold** text.',
    });

    const scheduled = await admin.post(
      '/_api/admin/blog/posts',
      postInput({ slug: 'later', publishedAt: new Date(Date.now() + 86_400_000).toISOString() }),
    );
    expect(scheduled.body.post.status).toBe('scheduled');
    const live = await admin.post('/_api/admin/blog/posts', postInput({ slug: 'live', featured: true }));
    expect(live.body.post.status).toBe('published');

    const list = await admin.get('/_api/admin/blog/posts');
    expect(list.body.pagination).toMatchObject({ currentPage: 1, totalCount: 3 });
    expect(
      Object.fromEntries(list.body.posts.map((p: { slug: string; status: string }) => [p.slug, p.status])),
    ).toEqual({ 'my-post': 'draft', later: 'scheduled', live: 'published' });
    expect(
      (await admin.get('/_api/admin/blog/posts?status=scheduled')).body.posts.map((p: { slug: string }) => p.slug),
    ).toEqual(['later']);
    expect(
      (await admin.get('/_api/admin/blog/posts?query=LIV')).body.posts.map((p: { slug: string }) => p.slug),
    ).toEqual(['live']);
    expect((await admin.get('/_api/admin/blog/categories')).body).toEqual([
      { id: category.id, name: 'Order Flow', slug: 'order-flow', postCount: 1 },
    ]);

    // Publishing the draft makes it public.
    const id = created.body.post.id;
    expect((await new ApiClient(t.app).get('/_api/blog/post?slug=my-post')).status).toBe(404);
    const updated = await admin.post('/_api/admin/blog/posts/update', {
      ...postInput({
        slug: 'my-post',
        title: 'Renamed',
        publishedAt: hourAgo(),
        contentFormat: 'html',
        content: '<p>Now in <em>HTML</em></p>',
      }),
      id,
    });
    expect(updated.body.post).toMatchObject({
      title: 'Renamed',
      status: 'published',
      categoryIds: [],
      contentFormat: 'html',
    });
    const pub = await new ApiClient(t.app).get('/_api/blog/post?slug=my-post');
    expect(pub.body.post).toMatchObject({ title: 'Renamed', content: '<p>Now in <em>HTML</em></p>', categories: [] });

    expect((await admin.post('/_api/admin/blog/posts/delete', { id })).body).toEqual({ success: true });
    expect((await admin.get(`/_api/admin/blog/post?id=${id}`)).status).toBe(404);
    expect((await admin.post('/_api/admin/blog/posts/delete', { id })).status).toBe(404);
  });

  it('keeps slugs unique (409 with a field message) and normalises them', async () => {
    const first = await admin.post('/_api/admin/blog/posts', postInput({ slug: 'Unique-Slug ' }));
    expect(first.body.post.slug).toBe('unique-slug');
    const again = await admin.post('/_api/admin/blog/posts', postInput({ slug: 'unique-slug' }));
    expect(again).toMatchObject({ status: 409, body: { error: SLUG_TAKEN, details: { slug: SLUG_TAKEN } } });
    const other = await admin.post('/_api/admin/blog/posts', postInput({ slug: 'other-slug' }));
    const clash = await admin.post('/_api/admin/blog/posts/update', {
      ...postInput({ slug: 'unique-slug' }),
      id: other.body.post.id,
    });
    expect(clash.status).toBe(409);
    // Saving a post under its own slug is no conflict.
    expect(
      (
        await admin.post('/_api/admin/blog/posts/update', {
          ...postInput({ slug: 'unique-slug' }),
          id: first.body.post.id,
        })
      ).status,
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
    const res = await admin.post('/_api/admin/blog/posts', postInput(overrides as Partial<CreateBlogPostInput>));
    expect(res.status).toBe(400);
    expect(res.body.details[field]).toBe(message);
  });

  it('rejects unknown categories and unknown fields', async () => {
    expect((await admin.post('/_api/admin/blog/posts', postInput({ categoryIds: [99999] }))).body.details).toEqual({
      categoryIds: 'Unknown category.',
    });
    expect((await admin.post('/_api/admin/blog/posts', { ...postInput(), authorId: 1 })).status).toBe(400);
  });
});

describe('admin categories', () => {
  it('creates, renames and deletes categories with unique names and slugs', async () => {
    const a = await admin.post('/_api/admin/blog/categories', { name: 'Risk', slug: 'risk' });
    expect(a.body.category).toMatchObject({ name: 'Risk', slug: 'risk', postCount: 0 });
    expect((await admin.post('/_api/admin/blog/categories', { name: 'risk', slug: 'risk-2' })).body).toMatchObject({
      error: 'A category with this name already exists.',
    });
    expect((await admin.post('/_api/admin/blog/categories', { name: 'Risk 2', slug: 'risk' })).status).toBe(409);
    const renamed = await admin.post('/_api/admin/blog/categories/update', {
      id: a.body.category.id,
      name: 'Risk Management',
      slug: 'risk-management',
    });
    expect(renamed.body.category).toMatchObject({ name: 'Risk Management', slug: 'risk-management' });
    expect(
      (await new ApiClient(t.app).get('/_api/blog/categories')).body.map((c: { slug: string }) => c.slug),
    ).toContain('risk-management');
    expect((await admin.post('/_api/admin/blog/categories/delete', { id: a.body.category.id })).body).toEqual({
      success: true,
    });
    expect((await admin.post('/_api/admin/blog/categories/delete', { id: a.body.category.id })).status).toBe(404);
    expect((await admin.post('/_api/admin/blog/categories', { name: '', slug: '' })).body.details).toEqual({
      name: 'Name is required.',
      slug: 'Slug is required.',
    });
  });
});

describe('HTML sanitising', () => {
  it(`stores and serves ${XSS_PAYLOADS.length} hostile payloads inert (HTML and Markdown)`, async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
    const visitor = new ApiClient(t.app);
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      for (const contentFormat of ['html', 'markdown'] as const) {
        const slug = `xss-${contentFormat}-${index}`;
        const res = await admin.post(
          '/_api/admin/blog/posts',
          postInput({ slug, contentFormat, content: `<p>Intro</p>\n\n${payload}\n\nOutro` }),
        );
        expect(res.status, payload).toBe(200);
        const [row] = await t.app.db
          .select({ content: blogPosts.content, source: blogPosts.contentSource })
          .from(blogPosts)
          .where(eq(blogPosts.slug, slug));
        expectInert(row!.content);
        if (contentFormat === 'html') expectInert(row!.source);
        const served = await visitor.get(`/_api/blog/post?slug=${slug}`);
        expectInert(served.body.post.content);
      }
    }
  });

  it('sanitises again on render: hostile HTML written straight into the database is served inert', async () => {
    const visitor = new ApiClient(t.app);
    const [author] = await t.app.db.select({ id: blogPosts.authorId }).from(blogPosts).limit(1);
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
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
      const served = await visitor.get(`/_api/blog/post?slug=${slug}`);
      expect(served.status).toBe(200);
      expectInert(served.body.post.content);
    }
    const rss = (await visitor.get('/blog/rss.xml')).body as string;
    expect(rss).not.toMatch(/<script/i);
  });

  it('keeps safe formatting: headings, links, images, tables and code', async () => {
    const html =
      '<h1>Top</h1><p><a href="https://ninjatrader.com" target="_blank">site</a> <a href="/docs">docs</a></p><img src="/media/blog-2.webp" alt="Chart"><table><tr><th scope="col">A</th></tr><tr><td>1</td></tr></table><pre><code class="language-csharp evil">var x = 1;</code></pre>';
    const res = await admin.post('/_api/admin/blog/preview', { contentFormat: 'html', content: html });
    expect(res.body.html).toBe(
      '<h2>Top</h2><p><a href="https://ninjatrader.com" rel="nofollow noopener noreferrer">site</a> <a href="/docs">docs</a></p><img src="/media/blog-2.webp" alt="Chart" loading="lazy" decoding="async" /><table><tr><th scope="col">A</th></tr><tr><td>1</td></tr></table><pre><code class="language-csharp">var x = 1;</code></pre>',
    );
    const md = await admin.post('/_api/admin/blog/preview', {
      contentFormat: 'markdown',
      content: '# Title\n\n- one\n- two\n\n[x](javascript:alert(1))',
    });
    expect(md.body.html).toContain('<h2>Title</h2>');
    expect(md.body.html).toContain('<li>one</li>');
    expectInert(md.body.html);
  });
});
