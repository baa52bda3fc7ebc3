import { isNotNull } from 'drizzle-orm';
import { matchLanguage } from '#shared/languages.ts';
import { translationsOfPosts } from '../../blog/index.ts';
import { blogPosts } from '../../blog/blog.schema.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { htmlToText, type SearchDocument } from '../search-document.ts';

/**
 * The blog's posts for the search index: published and scheduled ones (a scheduled post is
 * found from its publication time on, `visibleFrom`), never drafts. The English original is
 * indexed under `en`, and each written translation under its language with what is written in
 * it (title, and the excerpt and body when translated), linked by its own slug: a field left
 * untranslated is found through the English document, the visitor's fallback.
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
  const translations = await translationsOfPosts(
    db,
    rows.map((row) => row.id),
  );
  return rows.flatMap((row): SearchDocument[] => {
    const post = { kind: 'post' as const, sourceId: String(row.id), visibleFrom: row.publishedAt };
    const written = (translations.get(row.id) ?? []).flatMap((translation) => {
      const language = matchLanguage(translation.language);
      if (!language || language === 'en') return [];
      return [
        {
          ...post,
          language,
          title: translation.title,
          summary: translation.excerpt ?? '',
          body: translation.content ? htmlToText(translation.content) : '',
          url: `/blog/${encodeURIComponent(translation.slug)}`,
        },
      ];
    });
    return [
      {
        ...post,
        language: 'en',
        title: row.title,
        summary: row.excerpt,
        body: htmlToText(row.content),
        url: `/blog/${encodeURIComponent(row.slug)}`,
      },
      ...written,
    ];
  });
}
