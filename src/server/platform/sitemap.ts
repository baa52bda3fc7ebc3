import type { FastifyInstance } from 'fastify';
import type { Language } from '#shared/languages.ts';
import { STATIC_PAGES } from '#shared/static-pages.ts';
import { blogSitemapSource } from '../blog/blog.sitemap.ts';
import { storeSitemapSource } from '../store/store.sitemap.ts';

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
  /** The language this URL is in (default English: `loc` is then the bare path). */
  language?: Language;
  /**
   * The translations that exist, each at its own path (a translated post has its own slug). Left
   * out, the page exists in every language at the same path (`?lang=`).
   */
  alternates?: Array<{ language: Language; path: string }>;
}

export type SitemapSource = (app: FastifyInstance) => Promise<SitemapEntry[]>;

/** The pages that exist without data, then each domain's pages of its data (posts, indicators). */
export const sitemapSources: SitemapSource[] = [
  async () => STATIC_PAGES.map((path) => ({ path })),
  blogSitemapSource,
  storeSitemapSource,
];
