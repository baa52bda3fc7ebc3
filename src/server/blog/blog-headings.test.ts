import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlogPost, getBlogPost } from '#shared/contracts/blog.endpoints.ts';
import type { CreateBlogPostInput } from '#shared/contracts/blog.ts';
import { sanitizeRichHtml } from '../platform/markdown.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { headingSlug, withHeadingIds } from './blog-headings.ts';
import { renderPostContent, sanitizePostHtml } from './blog.sanitize.ts';

// A post's headings get stable, unique anchors, and a post with three or more
// of them a table of contents in GET /_api/blog/post, in the language the post is served in.

describe('heading anchors', () => {
  it('are the words of the heading, accents dropped, any script kept, unique within the post', () => {
    expect(headingSlug('Reading the Footprint: Bid × Ask')).toBe('reading-the-footprint-bid-ask');
    expect(headingSlug('Ç’est l’été')).toBe('c-est-l-ete');
    expect(headingSlug('交易时段 2')).toBe('交易时段-2');
    expect(headingSlug('!!!')).toBe('section');
    const { html, headings } = withHeadingIds(
      '<h2 id="old">Setup</h2><p>x</p><h3>Example &amp; test</h3><h2>Setup</h2><h3>Example &amp; test</h3>',
    );
    expect(headings).toEqual([
      { id: 'setup', text: 'Setup', level: 2 },
      { id: 'example-test', text: 'Example & test', level: 3 },
      { id: 'setup-2', text: 'Setup', level: 2 },
      { id: 'example-test-2', text: 'Example & test', level: 3 },
    ]);
    expect(html).toBe(
      '<h2 id="setup">Setup</h2><p>x</p><h3 id="example-test">Example &amp; test</h3><h2 id="setup-2">Setup</h2><h3 id="example-test-2">Example &amp; test</h3>',
    );
  });

  it('survive the sanitiser, which drops ids of any other form and those of release notes', () => {
    const anchored = withHeadingIds(renderPostContent('markdown', '## Entry\n\ntext\n\n### Stop\n\n## 退出')).html;
    expect(sanitizePostHtml(anchored)).toBe(anchored);
    expect(anchored).toContain('<h2 id="entry">Entry</h2>');
    expect(anchored).toContain('<h2 id="退出">退出</h2>');
    expect(sanitizePostHtml('<h2 id="a b">x</h2><h3 id="__proto__">y</h3><h2 id="-x">z</h2>')).toBe(
      '<h2>x</h2><h3>y</h3><h2>z</h2>',
    );
    expect(sanitizePostHtml('<h1 id="top">Title</h1><p id="p">x</p>')).toBe('<h2 id="top">Title</h2><p>x</p>');
    expect(sanitizeRichHtml('<h3 id="new">New</h3>', { topHeading: 3 })).toBe('<h3>New</h3>');
  });
});

let t: TestApp;
let api: ApiClient;
let admin: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  api = new ApiClient(t.app);
  admin = (await signedInClient(t.app, 'admin')).client;
});
afterAll(() => t.close());

const post = (overrides: Partial<CreateBlogPostInput>): CreateBlogPostInput => ({
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
});

describe('GET /_api/blog/post: the table of contents', () => {
  it('lists three or more headings with the anchors the content carries, in the language served', async () => {
    const { post: created } = await admin.ok(
      createBlogPost,
      post({
        content: '## Setup\n\nOne.\n\n### Chart settings\n\nTwo.\n\n## Entries\n\nThree.\n\n## Setup\n\nFour.',
        translations: {
          fr: {
            title: 'Un article',
            slug: `article-${Math.random().toString(36).slice(2, 10)}`,
            content: '## Réglages\n\nUn.\n\n## Entrées\n\nDeux.\n\n## Sorties\n\nTrois.',
          },
        },
      }),
    );
    const { post: served, toc } = await api.ok(getBlogPost, { slug: created.slug });
    expect(toc).toEqual([
      { id: 'setup', text: 'Setup', level: 2 },
      { id: 'chart-settings', text: 'Chart settings', level: 3 },
      { id: 'entries', text: 'Entries', level: 2 },
      { id: 'setup-2', text: 'Setup', level: 2 },
    ]);
    for (const { id } of toc) expect(served.content).toContain(` id="${id}"`);
    const french = await api.ok(getBlogPost, { slug: created.slug }, { cookie: 'lang=fr' });
    expect(french.toc.map((e) => [e.id, e.text])).toEqual([
      ['reglages', 'Réglages'],
      ['entrees', 'Entrées'],
      ['sorties', 'Sorties'],
    ]);
  });

  it('is empty for a post with fewer than three headings', async () => {
    const { post: created } = await admin.ok(createBlogPost, post({ content: '## One\n\nx\n\n## Two\n\ny' }));
    const { post: served, toc } = await api.ok(getBlogPost, { slug: created.slug });
    expect(toc).toEqual([]);
    expect(served.content).toContain('<h2 id="one">One</h2>');
  });
});
