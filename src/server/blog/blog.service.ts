import { BLOG_RELATED_LIMIT, type BlogCategory, type BlogPost } from '#shared/contracts/blog.ts';
import type { z } from 'zod';
import type { ListBlogPostsQuery } from '#shared/contracts/blog.ts';
import { DEFAULT_LANGUAGE, type Language } from '#shared/languages.ts';
import type { Db, DbOrTx } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import * as repo from './blog.repo.ts';
import * as translations from './blog-translations.repo.ts';
import { safeContent } from './blog.sanitize.ts';
import { tableOfContents, withHeadingIds } from './blog-headings.ts';

// The public blog: lists, posts, categories and feeds, each in the asked language (English
// field by field where a translation is missing). The editor's side is blog-admin.service.ts.

type ListQuery = z.output<typeof ListBlogPostsQuery>;

export const toCategory = ({ id, name, slug }: repo.CategoryRow): BlogCategory => ({ id, name, slug });

/** A category in the asked language, or in English when it has no name in it. */
function categoryIn(category: repo.CategoryRow, names: Map<number, string>, language: Language): BlogCategory {
  const name = names.get(category.id);
  return name
    ? { id: category.id, name, slug: category.slug, language }
    : { id: category.id, name: category.name, slug: category.slug, language: DEFAULT_LANGUAGE };
}

/** What a public post is made of in one language: its row, categories, text and translations. */
interface PostParts {
  categories: BlogCategory[];
  text: translations.PostTranslationRow | undefined;
  slugs: Array<{ language: Language; slug: string }>;
}

/** One field's translation when there is one, else the English original (per field). */
function pick(translated: string | null | undefined, english: string, language: Language) {
  return translated ? { value: translated, language } : { value: english, language: DEFAULT_LANGUAGE };
}

function toPublicPost(row: repo.PostRow, { categories, text, slugs }: PostParts, language: Language): BlogPost {
  const title = pick(text?.title, row.title, language);
  const excerpt = pick(text?.excerpt, row.excerpt, language);
  // Sanitised on save and again here, on the way out (DESIGN "Security rules").
  const english = safeContent(row.id, row.updatedAt, row.content);
  const translated = text?.content ? safeContent(row.id, text.updatedAt, text.content) : null;
  const { html, minutes } = translated ?? english;
  // SEO text falls back with its title: an English SEO title never heads a translated page.
  const seoTitle = text ? text.seoTitle || text.title : row.seoTitle || row.title;
  const seoDescription = text ? text.seoDescription || excerpt.value : row.seoDescription || row.excerpt;
  return {
    id: row.id,
    slug: text?.slug ?? row.slug,
    title: title.value,
    excerpt: excerpt.value,
    content: html,
    seoTitle,
    seoDescription,
    featuredImageUrl: row.featuredImageUrl,
    featuredImageAlt: text ? (text.featuredImageAlt ?? row.featuredImageAlt) : row.featuredImageAlt,
    featured: row.featured,
    publishedAt: row.publishedAt!.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    readingTimeMinutes: minutes,
    author: row.authorName ? { displayName: row.authorName } : null,
    categories,
    language: title.language,
    languages: {
      title: title.language,
      excerpt: excerpt.language,
      content: translated ? language : DEFAULT_LANGUAGE,
    },
    translations: [{ language: DEFAULT_LANGUAGE, slug: row.slug }, ...slugs],
  };
}

async function withCategories(db: DbOrTx, rows: repo.PostRow[], language: Language = DEFAULT_LANGUAGE) {
  const ids = rows.map((r) => r.id);
  const [categories, names, texts, all] = await Promise.all([
    repo.categoriesOfPosts(db, ids),
    translations.categoryNamesIn(db, language),
    translations.postTextsIn(db, ids, language),
    translations.translationsOfPosts(db, ids),
  ]);
  return rows.map((row) =>
    toPublicPost(
      row,
      {
        categories: (categories.get(row.id) ?? []).map((c) => categoryIn(c, names, language)),
        text: texts.get(row.id),
        slugs: (all.get(row.id) ?? []).map((t) => ({ language: t.language as Language, slug: t.slug })),
      },
      language,
    ),
  );
}

export const pagination = (page: number, limit: number, total: number) => ({
  currentPage: page,
  totalPages: Math.ceil(total / limit),
  totalCount: total,
});

/** One page of the posts `language`'s list shows, in that language (English field by field where not translated). */
export async function listPosts(db: Db, query: ListQuery, language: Language = DEFAULT_LANGUAGE) {
  const { rows, total } = await repo.listPublishedPosts(
    db,
    { ...query, language },
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  return { posts: await withCategories(db, rows, language), pagination: pagination(query.page, query.limit, total) };
}

/** A post by any of its slugs, in `language`; related posts are those `language`'s lists show. */
export async function getPost(db: Db, slug: string, language: Language = DEFAULT_LANGUAGE) {
  const id = await translations.findPostIdBySlugIn(db, slug, language);
  const row = id === undefined ? undefined : await repo.findPublishedPostById(db, id);
  if (!row) throw appError('blog_post_not_found');
  const [post, ...relatedPosts] = await withCategories(
    db,
    [row, ...(await repo.listRelatedPosts(db, row.id, BLOG_RELATED_LIMIT, language))],
    language,
  );
  // The outline of the sections as served (their ids are in `post.content`), from three on.
  return { post: post!, relatedPosts, toc: tableOfContents(withHeadingIds(post!.content).headings) };
}

/** The categories in `language`, sorted by the name shown. */
export async function listCategories(db: Db, language: Language = DEFAULT_LANGUAGE): Promise<BlogCategory[]> {
  const [rows, names] = await Promise.all([repo.listCategories(db), translations.categoryNamesIn(db, language)]);
  const collator = new Intl.Collator(language);
  return rows.map((c) => categoryIn(c, names, language)).sort((a, b) => collator.compare(a.name, b.name));
}

/** Epoch ms at which the public blog answers go stale by themselves (a scheduled post), or null. */
export async function publicAnswersStaleAt(db: Db): Promise<number | null> {
  return (await repo.nextScheduledAt(db))?.getTime() ?? null;
}

/** The newest posts `language`'s lists show, optionally of one category (RSS). */
export async function latestPosts(db: Db, limit: number, language: Language = DEFAULT_LANGUAGE, categorySlug?: string) {
  const { rows } = await repo.listPublishedPosts(db, { language, categorySlug }, { limit, offset: 0 });
  return withCategories(db, rows, language);
}

/** The category a slug names, in `language`, or null. */
export async function findCategory(db: Db, slug: string, language: Language) {
  return (await listCategories(db, language)).find((c) => c.slug === slug) ?? null;
}
