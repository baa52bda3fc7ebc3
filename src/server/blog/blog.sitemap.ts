import type { SitemapSource } from '../platform/sitemap.ts';
import { listLatestPublished } from './blog.repo.ts';

/** Every published post in sitemap.xml, with its last change. */
export const blogSitemapSource: SitemapSource = async (app) => {
  const posts = await listLatestPublished(app.db, 5000);
  return posts.map((post) => ({
    path: `/blog/${encodeURIComponent(post.slug)}`,
    lastModified: post.updatedAt > post.publishedAt! ? post.updatedAt : post.publishedAt!,
  }));
};
