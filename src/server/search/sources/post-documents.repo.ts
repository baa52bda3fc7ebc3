import { isNotNull } from 'drizzle-orm';
import { blogPosts } from '../../blog/blog.schema.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { htmlToText, type SearchDocument } from '../search-document.ts';

/**
 * The blog's posts for the search index: published and scheduled ones (a scheduled post is
 * found from its publication time on, `visibleFrom`), never drafts. Posts are written in English
 * and indexed under `en`; translated posts add one document per translation here.
 */
export async function loadPostDocuments(db: DbOrTx): Promise<SearchDocument[]> {
  const rows = await db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      content: blogPosts.content,
      publishedAt: blogPosts.publishedAt,
    })
    .from(blogPosts)
    .where(isNotNull(blogPosts.publishedAt));
  return rows.map((row) => ({
    kind: 'post',
    sourceId: String(row.id),
    language: 'en',
    title: row.title,
    body: `${row.excerpt} ${htmlToText(row.content)}`.trim(),
    url: `/blog/${encodeURIComponent(row.slug)}`,
    visibleFrom: row.publishedAt,
  }));
}
