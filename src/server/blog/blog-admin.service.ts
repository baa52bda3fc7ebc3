import {
  CATEGORY_NAME_TAKEN,
  SLUG_TAKEN,
  type AdminBlogCategory,
  type AdminBlogPost,
  type AdminBlogPostRow,
  type BlogPostStatus,
} from '#shared/contracts/blog.ts';
import type { z } from 'zod';
import type {
  AdminListBlogPostsQuery,
  CreateBlogCategoryInput,
  CreateBlogPostInput,
  UpdateBlogCategoryInput,
  UpdateBlogPostInput,
} from '#shared/contracts/blog.ts';
import { TRANSLATION_LANGUAGES } from '#shared/languages.ts';
import type { Db, DbOrTx } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import * as repo from './blog.repo.ts';
import * as translations from './blog-translations.repo.ts';
import { renderPostContent } from './blog.sanitize.ts';
import { pagination, toCategory } from './blog.service.ts';

// The blog editor's side (admin): posts with their status and missing translations, saving them
// with their translations and slugs, and categories.

type AdminListQuery = z.output<typeof AdminListBlogPostsQuery>;
type CreatePost = z.output<typeof CreateBlogPostInput>;
type UpdatePost = z.output<typeof UpdateBlogPostInput>;

function statusOf(publishedAt: Date | null, now = Date.now()): BlogPostStatus {
  if (!publishedAt) return 'draft';
  return publishedAt.getTime() > now ? 'scheduled' : 'published';
}

/** The languages a post has no complete translation in (title, excerpt and body). */
function missingLanguages(written: translations.PostTranslationRow[] = []) {
  return TRANSLATION_LANGUAGES.filter(
    (language) => !written.some((t) => t.language === language && t.excerpt && t.content),
  );
}

function toAdminRow(
  row: repo.PostRow,
  categories: repo.CategoryRow[],
  written: translations.PostTranslationRow[] = [],
): AdminBlogPostRow {
  return {
    missingLanguages: missingLanguages(written),
    id: row.id,
    slug: row.slug,
    title: row.title,
    status: statusOf(row.publishedAt),
    featured: row.featured,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    author: row.authorName ? { displayName: row.authorName } : null,
    categories: categories.map(toCategory),
  };
}

export async function adminListPosts(db: Db, query: AdminListQuery) {
  const { rows, total } = await repo.listAllPosts(
    db,
    { status: query.status, query: query.query || undefined, missing: query.missing },
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  const ids = rows.map((r) => r.id);
  const [categories, written] = await Promise.all([
    repo.categoriesOfPosts(db, ids),
    translations.translationsOfPosts(db, ids),
  ]);
  return {
    posts: rows.map((row) => toAdminRow(row, categories.get(row.id) ?? [], written.get(row.id))),
    pagination: pagination(query.page, query.limit, total),
  };
}

export async function adminGetPost(db: Db, id: number): Promise<{ post: AdminBlogPost }> {
  const row = await repo.findPostById(db, id);
  if (!row) throw appError('blog_post_not_found');
  const categories = (await repo.categoriesOfPosts(db, [id])).get(id) ?? [];
  const written = (await translations.translationsOfPosts(db, [id])).get(id) ?? [];
  return {
    post: {
      ...toAdminRow(row, categories, written),
      featuredImageAlt: row.featuredImageAlt,
      showInEveryLanguage: row.showInEveryLanguage,
      translations: Object.fromEntries(
        written.map((t) => [
          t.language,
          {
            title: t.title,
            slug: t.slug,
            excerpt: t.excerpt,
            content: t.contentSource,
            seoTitle: t.seoTitle,
            seoDescription: t.seoDescription,
            featuredImageAlt: t.featuredImageAlt,
          },
        ]),
      ),
      excerpt: row.excerpt,
      contentFormat: row.contentFormat,
      contentSource: row.contentSource,
      featuredImageUrl: row.featuredImageUrl,
      seoTitle: row.seoTitle,
      seoDescription: row.seoDescription,
      categoryIds: categories.map((c) => c.id),
    },
  };
}

function postValues(input: CreatePost) {
  // The editor's own text is kept for editing; only its sanitised HTML is ever served.
  const contentSource = input.contentFormat === 'html' ? renderPostContent('html', input.content) : input.content;
  return {
    slug: input.slug,
    title: input.title,
    excerpt: input.excerpt,
    contentFormat: input.contentFormat,
    contentSource,
    content: renderPostContent(input.contentFormat, input.content),
    featuredImageUrl: input.featuredImageUrl,
    featured: input.featured,
    seoTitle: input.seoTitle,
    seoDescription: input.seoDescription,
    publishedAt: input.publishedAt ? new Date(input.publishedAt) : null,
    ...(input.featuredImageAlt !== undefined ? { featuredImageAlt: input.featuredImageAlt } : {}),
    ...(input.showInEveryLanguage !== undefined ? { showInEveryLanguage: input.showInEveryLanguage } : {}),
  };
}

/** The editor's translations as rows: each body rendered and sanitised in the post's format. */
function translationValues(input: CreatePost) {
  return Object.entries(input.translations ?? {}).flatMap(([language, t]) => {
    if (!t) return [];
    const source = t.content && input.contentFormat === 'html' ? renderPostContent('html', t.content) : t.content;
    return [
      {
        language: language as (typeof TRANSLATION_LANGUAGES)[number],
        slug: t.slug,
        title: t.title,
        excerpt: t.excerpt,
        contentSource: source,
        content: t.content ? renderPostContent(input.contentFormat, t.content) : null,
        seoTitle: t.seoTitle,
        seoDescription: t.seoDescription,
        featuredImageAlt: t.featuredImageAlt,
      },
    ];
  });
}

/** Writes the translations when the editor sent them; a slug another post uses is SPEC's 409. */
async function saveTranslations(db: DbOrTx, postId: number, input: CreatePost) {
  if (!input.translations) return;
  const rows = translationValues(input);
  for (const row of rows) {
    if (row.slug === input.slug) continue;
    if (await translations.translationSlugTaken(db, postId, row.language, row.slug))
      throw appError('blog_slug_taken', { details: { [`translations.${row.language}.slug`]: SLUG_TAKEN } });
  }
  await translations.replacePostTranslations(db, postId, rows);
}

async function assertPostInput(db: DbOrTx, input: CreatePost, exceptId?: number) {
  const owner = await repo.findPostIdBySlug(db, input.slug);
  if (owner !== undefined && owner !== exceptId) throw appError('blog_slug_taken', { details: { slug: SLUG_TAKEN } });
  const known = await repo.existingCategoryIds(db, input.categoryIds);
  if (known.length !== new Set(input.categoryIds).size)
    throw appError('blog_category_unknown', { details: { categoryIds: 'Unknown category.' } });
}

/** A unique-index race (two saves of one slug at once) still ends as the same 409. */
function rethrowSlugConflict(error: unknown): never {
  const text = String((error as { cause?: { message?: string } })?.cause?.message ?? (error as Error)?.message ?? '');
  if (text.includes('blog_posts_slug_unique') || text.includes('blog_post_translations_language_slug_unique'))
    throw appError('blog_slug_taken', { details: { slug: SLUG_TAKEN } });
  throw error;
}

export async function createPost(db: Db, authorId: number, input: CreatePost) {
  const id = await db
    .transaction(async (tx) => {
      await assertPostInput(tx, input);
      const postId = await repo.insertPost(tx, { ...postValues(input), authorId });
      await repo.setPostCategories(tx, postId, input.categoryIds);
      await saveTranslations(tx, postId, input);
      return postId;
    })
    .catch(rethrowSlugConflict);
  return adminGetPost(db, id);
}

export async function updatePost(db: Db, input: UpdatePost) {
  await db
    .transaction(async (tx) => {
      if (!(await repo.findPostById(tx, input.id))) throw appError('blog_post_not_found');
      await assertPostInput(tx, input, input.id);
      await repo.updatePost(tx, input.id, postValues(input));
      await repo.setPostCategories(tx, input.id, input.categoryIds);
      await saveTranslations(tx, input.id, input);
    })
    .catch(rethrowSlugConflict);
  return adminGetPost(db, input.id);
}

export async function deletePost(db: Db, id: number) {
  if (!(await repo.deletePost(db, id))) throw appError('blog_post_not_found');
  return { success: true as const };
}

export function previewContent(format: 'markdown' | 'html', content: string) {
  return { html: renderPostContent(format, content) };
}

// --- Admin categories --------------------------------------------------------------------------

const CATEGORY_NOT_FOUND = 'Category not found.';

async function assertCategoryFree(db: Db, values: { name: string; slug: string }, exceptId?: number) {
  const conflict = await repo.findCategoryConflict(db, values, exceptId);
  if (!conflict) return;
  if (conflict.slug === values.slug) throw appError('blog_slug_taken', { details: { slug: SLUG_TAKEN } });
  throw appError('blog_category_name_taken', { details: { name: CATEGORY_NAME_TAKEN } });
}

export async function adminListCategories(db: Db): Promise<AdminBlogCategory[]> {
  const [rows, names] = await Promise.all([repo.listCategoriesWithCounts(db), translations.categoryTranslations(db)]);
  return rows.map((row) => ({ ...row, translations: names.get(row.id) ?? {} }));
}

async function categoryWithCount(db: Db, id: number) {
  const category = (await adminListCategories(db)).find((c) => c.id === id);
  if (!category) throw appError('blog_category_not_found', { message: CATEGORY_NOT_FOUND });
  return { category };
}

export async function createCategory(db: Db, input: z.output<typeof CreateBlogCategoryInput>) {
  await assertCategoryFree(db, input);
  const row = await repo.insertCategory(db, { name: input.name, slug: input.slug });
  if (input.translations) await translations.replaceCategoryTranslations(db, row.id, input.translations);
  return categoryWithCount(db, row.id);
}

export async function updateCategory(db: Db, input: z.output<typeof UpdateBlogCategoryInput>) {
  await assertCategoryFree(db, input, input.id);
  if (!(await repo.updateCategory(db, input.id, { name: input.name, slug: input.slug })))
    throw appError('blog_category_not_found', { message: CATEGORY_NOT_FOUND });
  if (input.translations) await translations.replaceCategoryTranslations(db, input.id, input.translations);
  return categoryWithCount(db, input.id);
}

export async function deleteCategory(db: Db, id: number) {
  if (!(await repo.deleteCategory(db, id))) throw appError('blog_category_not_found', { message: CATEGORY_NOT_FOUND });
  return { success: true as const };
}
