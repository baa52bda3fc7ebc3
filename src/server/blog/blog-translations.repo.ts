import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language, type TranslationLanguage } from '#shared/languages.ts';
import type { DbOrTx } from '../platform/db.ts';
import { blogCategoryTranslations, blogPosts, blogPostTranslations } from './blog.schema.ts';
import { isPublished } from './blog-published.ts';

// SQL for the blog's translations (decisions/translated-blog.md). English lives on
// `blog_posts` and `blog_categories`; these reads are kept apart so a search index can use them.

export type PostTranslationRow = typeof blogPostTranslations.$inferSelect;
export type PostTranslationValues = Omit<typeof blogPostTranslations.$inferInsert, 'postId' | 'language' | 'updatedAt'>;

/**
 * A post shows in `language`'s lists when it is written in it, or when the admin shows it in every
 * language. English lists show every post (English is always written).
 */
export function visibleInLanguage(language: Language): SQL | undefined {
  if (language === DEFAULT_LANGUAGE) return undefined;
  return or(
    eq(blogPosts.showInEveryLanguage, true),
    sql`exists (select 1 from ${blogPostTranslations} t where t.post_id = ${blogPosts.id} and t.language = ${language})`,
  );
}

/** Posts with no complete translation (title, excerpt and body) in `language` (the admin's filter). */
export function missingIn(language: TranslationLanguage): SQL {
  return sql`not exists (select 1 from ${blogPostTranslations} t where t.post_id = ${blogPosts.id} and t.language = ${language} and coalesce(t.excerpt, '') <> '' and coalesce(t.content, '') <> '')`;
}

/** The given posts' text in one language, by post id (absent when not translated into it). */
export async function postTextsIn(db: DbOrTx, postIds: number[], language: Language) {
  const byPost = new Map<number, PostTranslationRow>();
  if (!postIds.length || language === DEFAULT_LANGUAGE) return byPost;
  const rows = await db
    .select()
    .from(blogPostTranslations)
    .where(and(inArray(blogPostTranslations.postId, postIds), eq(blogPostTranslations.language, language)));
  for (const row of rows) byPost.set(row.postId, row);
  return byPost;
}

/** Every written translation of the given posts, by post id then language. */
export async function translationsOfPosts(db: DbOrTx, postIds: number[]) {
  const byPost = new Map<number, PostTranslationRow[]>();
  if (!postIds.length) return byPost;
  const rows = await db
    .select()
    .from(blogPostTranslations)
    .where(inArray(blogPostTranslations.postId, postIds))
    .orderBy(asc(blogPostTranslations.language));
  for (const row of rows) byPost.set(row.postId, [...(byPost.get(row.postId) ?? []), row]);
  return byPost;
}

/**
 * The post a slug names, as seen from `language`: its translation in that language first, then an
 * English slug, then a translation in another language (a language switch keeps the URL's slug).
 */
export async function findPostIdBySlugIn(db: DbOrTx, slug: string, language: Language) {
  const [own] = await db
    .select({ id: blogPostTranslations.postId })
    .from(blogPostTranslations)
    .where(and(eq(blogPostTranslations.language, language), eq(blogPostTranslations.slug, slug)));
  if (own) return own.id;
  const [english] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug));
  if (english) return english.id;
  const [other] = await db
    .select({ id: blogPostTranslations.postId })
    .from(blogPostTranslations)
    .where(eq(blogPostTranslations.slug, slug))
    .orderBy(asc(blogPostTranslations.language))
    .limit(1);
  return other?.id;
}

/** Another post already using `slug`, in English or in `language`'s translations. */
export async function translationSlugTaken(db: DbOrTx, postId: number, language: string, slug: string) {
  const [english] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), ne(blogPosts.id, postId)));
  if (english) return true;
  const [translated] = await db
    .select({ id: blogPostTranslations.postId })
    .from(blogPostTranslations)
    .where(
      and(
        eq(blogPostTranslations.language, language),
        eq(blogPostTranslations.slug, slug),
        ne(blogPostTranslations.postId, postId),
      ),
    );
  return Boolean(translated);
}

/** The given translations replace the post's. */
export async function replacePostTranslations(
  db: DbOrTx,
  postId: number,
  translations: Array<PostTranslationValues & { language: TranslationLanguage }>,
) {
  await db.delete(blogPostTranslations).where(eq(blogPostTranslations.postId, postId));
  if (translations.length)
    await db.insert(blogPostTranslations).values(translations.map((t) => ({ ...t, postId, updatedAt: new Date() })));
}

/** Every published translation with its post's dates (sitemap). */
export async function listPublishedTranslations(db: DbOrTx) {
  return db
    .select({
      postId: blogPostTranslations.postId,
      language: blogPostTranslations.language,
      slug: blogPostTranslations.slug,
      updatedAt: blogPostTranslations.updatedAt,
    })
    .from(blogPostTranslations)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostTranslations.postId))
    .where(isPublished())
    .orderBy(asc(blogPostTranslations.postId), asc(blogPostTranslations.language));
}

// --- Categories ------------------------------------------------------------------------------

/** Category names in one language, by category id. */
export async function categoryNamesIn(db: DbOrTx, language: Language) {
  const names = new Map<number, string>();
  if (language === DEFAULT_LANGUAGE) return names;
  const rows = await db.select().from(blogCategoryTranslations).where(eq(blogCategoryTranslations.language, language));
  for (const row of rows) names.set(row.categoryId, row.name);
  return names;
}

/** Every category's names by category id then language. */
export async function categoryTranslations(db: DbOrTx) {
  const byCategory = new Map<number, Partial<Record<TranslationLanguage, string>>>();
  for (const row of await db.select().from(blogCategoryTranslations)) {
    byCategory.set(row.categoryId, { ...byCategory.get(row.categoryId), [row.language]: row.name });
  }
  return byCategory;
}

/** The given names replace the category's; a blank one is removed (English then shows). */
export async function replaceCategoryTranslations(
  db: DbOrTx,
  categoryId: number,
  names: Partial<Record<TranslationLanguage, string | null | undefined>>,
) {
  await db.delete(blogCategoryTranslations).where(eq(blogCategoryTranslations.categoryId, categoryId));
  const rows = Object.entries(names)
    .filter(([, name]) => name)
    .map(([language, name]) => ({ categoryId, language, name: name! }));
  if (rows.length) await db.insert(blogCategoryTranslations).values(rows);
}

// --- Demo seed -------------------------------------------------------------------------------

/** Writes the given translations where the post has none in that language yet (the demo seed keeps edits). */
export async function insertPostTranslationsIfAbsent(
  db: DbOrTx,
  rows: Array<PostTranslationValues & { postId: number; language: TranslationLanguage }>,
) {
  if (rows.length) await db.insert(blogPostTranslations).values(rows).onConflictDoNothing();
}

/** Writes the given category names where the category has none in that language yet. */
export async function insertCategoryNamesIfAbsent(
  db: DbOrTx,
  rows: Array<{ categoryId: number; language: TranslationLanguage; name: string }>,
) {
  if (rows.length) await db.insert(blogCategoryTranslations).values(rows).onConflictDoNothing();
}
