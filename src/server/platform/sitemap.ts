import type { FastifyInstance } from 'fastify';
import { blogSitemapSource } from '../blog/blog.sitemap.ts';
import { storeSitemapSource } from '../store/store.sitemap.ts';

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

export type SitemapSource = (app: FastifyInstance) => Promise<SitemapEntry[]>;

/** Pages that exist without data. Domains add their own sources (posts, indicators) to `sitemapSources`. */
export const STATIC_PAGES = [
  '/',
  '/products',
  '/pricing',
  '/get-started',
  '/docs',
  '/tutorials',
  '/changelog',
  '/support',
  '/suggestions',
  '/roadmap',
  '/blog',
  '/privacy',
  '/terms',
];

export const sitemapSources: SitemapSource[] = [
  async () => STATIC_PAGES.map((path) => ({ path })),
  blogSitemapSource,
  storeSitemapSource,
];
