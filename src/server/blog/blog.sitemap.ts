import { DEFAULT_LANGUAGE, type Language } from '#shared/languages.ts';
import type { SitemapEntry, SitemapSource } from '../platform/sitemap.ts';
import { listLatestPublished } from './blog.repo.ts';
import { listPublishedTranslations } from './blog-translations.repo.ts';

const postPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

/**
 * Every published post in sitemap.xml once per language it is written in, each at its
 * own slug, with hreflang alternates between those translations only (never to a fallback).
 */
export const blogSitemapSource: SitemapSource = async (app) => {
  const [posts, translated] = await Promise.all([listLatestPublished(app.db, 5000), listPublishedTranslations(app.db)]);
  const byPost = new Map<number, typeof translated>();
  for (const row of translated) byPost.set(row.postId, [...(byPost.get(row.postId) ?? []), row]);
  return posts.flatMap((post): SitemapEntry[] => {
    const lastModified = post.updatedAt > post.publishedAt! ? post.updatedAt : post.publishedAt!;
    const translations = byPost.get(post.id) ?? [];
    const alternates = [
      { language: DEFAULT_LANGUAGE, path: postPath(post.slug) },
      ...translations.map((t) => ({ language: t.language as Language, path: postPath(t.slug) })),
    ];
    return [
      { path: postPath(post.slug), lastModified, alternates },
      ...translations.map((t) => ({
        path: postPath(t.slug),
        language: t.language as Language,
        lastModified: t.updatedAt > lastModified ? t.updatedAt : lastModified,
        alternates,
      })),
    ];
  });
};
