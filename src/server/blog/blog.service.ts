import {
  BLOG_RELATED_LIMIT,
  CATEGORY_NAME_TAKEN,
  POST_NOT_FOUND,
  SLUG_TAKEN,
  type AdminBlogCategory,
  type AdminBlogPost,
  type AdminBlogPostRow,
  type BlogCategory,
  type BlogPost,
  type BlogPostStatus,
} from '#shared/contracts/blog.ts';
import type { z } from 'zod';
import type {
  AdminListBlogPostsQuery,
  CreateBlogCategoryInput,
  CreateBlogPostInput,
  ListBlogPostsQuery,
  UpdateBlogCategoryInput,
  UpdateBlogPostInput,
} from '#shared/contracts/blog.ts';
import type { Db, DbOrTx } from '../platform/db.ts';
import { AppError } from '../platform/errors.ts';
import * as repo from './blog.repo.ts';
import { renderPostContent, safeContent } from './blog.sanitize.ts';

type ListQuery = z.output<typeof ListBlogPostsQuery>;
type AdminListQuery = z.output<typeof AdminListBlogPostsQuery>;
type CreatePost = z.output<typeof CreateBlogPostInput>;
type UpdatePost = z.output<typeof UpdateBlogPostInput>;

const toCategory = ({ id, name, slug }: BlogCategory): BlogCategory => ({ id, name, slug });

function toPublicPost(row: repo.PostRow, categories: repo.CategoryRow[]): BlogPost {
  // Sanitised on save and again here, on the way out (DESIGN "Security rules").
  const { html, minutes } = safeContent(row.id, row.updatedAt, row.content);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: html,
    seoTitle: row.seoTitle || row.title,
    seoDescription: row.seoDescription || row.excerpt,
    featuredImageUrl: row.featuredImageUrl,
    featured: row.featured,
    publishedAt: row.publishedAt!.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    readingTimeMinutes: minutes,
    author: row.authorName ? { displayName: row.authorName } : null,
    categories: categories.map(toCategory),
  };
}

async function withCategories(db: DbOrTx, rows: repo.PostRow[]) {
  const categories = await repo.categoriesOfPosts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toPublicPost(row, categories.get(row.id) ?? []));
}

const pagination = (page: number, limit: number, total: number) => ({
  currentPage: page,
  totalPages: Math.ceil(total / limit),
  totalCount: total,
});

export async function listPosts(db: Db, query: ListQuery) {
  const { rows, total } = await repo.listPublishedPosts(db, query, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { posts: await withCategories(db, rows), pagination: pagination(query.page, query.limit, total) };
}

export async function getPost(db: Db, slug: string) {
  const row = await repo.findPublishedPostBySlug(db, slug);
  if (!row) throw new AppError('not_found', POST_NOT_FOUND, undefined, 'blog_post_not_found');
  const [post, ...relatedPosts] = await withCategories(db, [
    row,
    ...(await repo.listRelatedPosts(db, row.id, BLOG_RELATED_LIMIT)),
  ]);
  return { post: post!, relatedPosts };
}

export async function listCategories(db: Db): Promise<BlogCategory[]> {
  return (await repo.listCategories(db)).map(toCategory);
}

/** Epoch ms at which the public blog answers go stale by themselves (a scheduled post), or null. */
export async function publicAnswersStaleAt(db: Db): Promise<number | null> {
  return (await repo.nextScheduledAt(db))?.getTime() ?? null;
}

export async function latestPosts(db: Db, limit: number) {
  return withCategories(db, await repo.listLatestPublished(db, limit));
}

// --- Admin -----------------------------------------------------------------------------------

function statusOf(publishedAt: Date | null, now = Date.now()): BlogPostStatus {
  if (!publishedAt) return 'draft';
  return publishedAt.getTime() > now ? 'scheduled' : 'published';
}

function toAdminRow(row: repo.PostRow, categories: repo.CategoryRow[]): AdminBlogPostRow {
  return {
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
    { status: query.status, query: query.query || undefined },
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  const categories = await repo.categoriesOfPosts(
    db,
    rows.map((r) => r.id),
  );
  return {
    posts: rows.map((row) => toAdminRow(row, categories.get(row.id) ?? [])),
    pagination: pagination(query.page, query.limit, total),
  };
}

export async function adminGetPost(db: Db, id: number): Promise<{ post: AdminBlogPost }> {
  const row = await repo.findPostById(db, id);
  if (!row) throw new AppError('not_found', POST_NOT_FOUND, undefined, 'blog_post_not_found');
  const categories = (await repo.categoriesOfPosts(db, [id])).get(id) ?? [];
  return {
    post: {
      ...toAdminRow(row, categories),
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
  };
}

async function assertPostInput(db: DbOrTx, input: CreatePost, exceptId?: number) {
  const owner = await repo.findPostIdBySlug(db, input.slug);
  if (owner !== undefined && owner !== exceptId)
    throw new AppError('conflict', SLUG_TAKEN, { slug: SLUG_TAKEN }, 'blog_slug_taken');
  const known = await repo.existingCategoryIds(db, input.categoryIds);
  if (known.length !== new Set(input.categoryIds).size)
    throw new AppError(
      'bad_request',
      'Unknown category.',
      { categoryIds: 'Unknown category.' },
      'blog_category_unknown',
    );
}

/** A unique-index race (two saves of one slug at once) still ends as the same 409. */
function rethrowSlugConflict(error: unknown): never {
  const text = String((error as { cause?: { message?: string } })?.cause?.message ?? (error as Error)?.message ?? '');
  if (text.includes('blog_posts_slug_unique'))
    throw new AppError('conflict', SLUG_TAKEN, { slug: SLUG_TAKEN }, 'blog_slug_taken');
  throw error;
}

export async function createPost(db: Db, authorId: number, input: CreatePost) {
  const id = await db
    .transaction(async (tx) => {
      await assertPostInput(tx, input);
      const postId = await repo.insertPost(tx, { ...postValues(input), authorId });
      await repo.setPostCategories(tx, postId, input.categoryIds);
      return postId;
    })
    .catch(rethrowSlugConflict);
  return adminGetPost(db, id);
}

export async function updatePost(db: Db, input: UpdatePost) {
  await db
    .transaction(async (tx) => {
      if (!(await repo.findPostById(tx, input.id)))
        throw new AppError('not_found', POST_NOT_FOUND, undefined, 'blog_post_not_found');
      await assertPostInput(tx, input, input.id);
      await repo.updatePost(tx, input.id, postValues(input));
      await repo.setPostCategories(tx, input.id, input.categoryIds);
    })
    .catch(rethrowSlugConflict);
  return adminGetPost(db, input.id);
}

export async function deletePost(db: Db, id: number) {
  if (!(await repo.deletePost(db, id)))
    throw new AppError('not_found', POST_NOT_FOUND, undefined, 'blog_post_not_found');
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
  if (conflict.slug === values.slug)
    throw new AppError('conflict', SLUG_TAKEN, { slug: SLUG_TAKEN }, 'blog_slug_taken');
  throw new AppError('conflict', CATEGORY_NAME_TAKEN, { name: CATEGORY_NAME_TAKEN }, 'blog_category_name_taken');
}

export async function adminListCategories(db: Db): Promise<AdminBlogCategory[]> {
  return repo.listCategoriesWithCounts(db);
}

async function categoryWithCount(db: Db, id: number) {
  const category = (await repo.listCategoriesWithCounts(db)).find((c) => c.id === id);
  if (!category) throw new AppError('not_found', CATEGORY_NOT_FOUND, undefined, 'blog_category_not_found');
  return { category };
}

export async function createCategory(db: Db, input: z.output<typeof CreateBlogCategoryInput>) {
  await assertCategoryFree(db, input);
  const row = await repo.insertCategory(db, input);
  return categoryWithCount(db, row.id);
}

export async function updateCategory(db: Db, input: z.output<typeof UpdateBlogCategoryInput>) {
  await assertCategoryFree(db, input, input.id);
  if (!(await repo.updateCategory(db, input.id, { name: input.name, slug: input.slug })))
    throw new AppError('not_found', CATEGORY_NOT_FOUND, undefined, 'blog_category_not_found');
  return categoryWithCount(db, input.id);
}

export async function deleteCategory(db: Db, id: number) {
  if (!(await repo.deleteCategory(db, id)))
    throw new AppError('not_found', CATEGORY_NOT_FOUND, undefined, 'blog_category_not_found');
  return { success: true as const };
}
