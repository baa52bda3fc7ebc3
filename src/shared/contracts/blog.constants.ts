// Zod-free part of the blog contract (blog.ts re-exports it): what browser code may import
// without pulling zod into a page's first load.
import type { BlogPost, BlogPostSummary } from './blog.ts';

/** SPEC §9: blog page size 6, featured posts 2; the API caps any page at 50 (DESIGN "API rules"). */
export const BLOG_PAGE_SIZE = 6;
export const BLOG_FEATURED_LIMIT = 2;
export const BLOG_MAX_PAGE_SIZE = 50;
export const BLOG_TAGS_PER_CARD = 2;
export const BLOG_RELATED_LIMIT = 3;
export const BLOG_SEARCH_MAX = 200;

/** The RSS feed (XML, not an API call, so registered by hand). */
export const BLOG_RSS_PATH = '/blog/rss.xml';
/** One category's feed (Fastify path; `blogCategoryRssPath` fills it in). */
export const BLOG_CATEGORY_RSS_PATH = '/blog/category/:slug/rss.xml';
export const blogCategoryRssPath = (slug: string) => `/blog/category/${encodeURIComponent(slug)}/rss.xml`;

/** A list card's post: the body dropped. */
export const toPostSummary = ({ content: _content, ...rest }: BlogPost): BlogPostSummary => rest;

export const POST_NOT_FOUND = 'Post not found';

/** A post with this many headings (h2, h3) or more gets a table of contents. */
export const BLOG_TOC_MIN_HEADINGS = 3;
/** One line of a post's table of contents: the heading's anchor (`id` in the post's HTML), text and level. */
export interface BlogTocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

// Admin.

export const BLOG_POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];
export const BLOG_CONTENT_FORMATS = ['markdown', 'html'] as const;
export const BLOG_ADMIN_PAGE_SIZE = 20;
export const BLOG_CONTENT_MAX = 100_000;

export const SLUG_TAKEN = 'This slug is already in use.';
export const CONTENT_TOO_DEEP = 'Content is nested too deeply: use fewer levels of quotes or lists.';
export const CATEGORY_NAME_TAKEN = 'A category with this name already exists.';

/** Lower-case, ASCII, hyphenated: "Order Flow 101!" → "order-flow-101". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}
