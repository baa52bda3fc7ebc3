import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { users } from '../auth/auth.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { blogCategories, blogPostCategories, blogPosts } from './blog.schema.ts';
import { containsPattern } from '../platform/sql-like.ts';
import { DEFAULT_LANGUAGE, type Language, type TranslationLanguage } from '#shared/languages.ts';
import { postIdsMatching, postRank } from '../search/index.ts';
import { missingIn, visibleInLanguage } from './blog-translations.repo.ts';
import { isPublished } from './blog-published.ts';

export type PostRow = Awaited<ReturnType<typeof selectPosts>>[number];
export type CategoryRow = typeof blogCategories.$inferSelect;

/** When the next scheduled post goes live, or null: public answers change by themselves then. */
export async function nextScheduledAt(db: DbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`min(${blogPosts.publishedAt})` })
    .from(blogPosts)
    .where(sql`${blogPosts.publishedAt} > now()`);
  return row?.at ? new Date(row.at) : null;
}

function selectPosts(db: DbOrTx) {
  return db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      content: blogPosts.content,
      contentSource: blogPosts.contentSource,
      contentFormat: blogPosts.contentFormat,
      seoTitle: blogPosts.seoTitle,
      seoDescription: blogPosts.seoDescription,
      featuredImageUrl: blogPosts.featuredImageUrl,
      featuredImageAlt: blogPosts.featuredImageAlt,
      showInEveryLanguage: blogPosts.showInEveryLanguage,
      featured: blogPosts.featured,
      publishedAt: blogPosts.publishedAt,
      updatedAt: blogPosts.updatedAt,
      authorName: users.displayName,
    })
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.authorId));
}

export interface PublicPostFilter {
  categorySlug?: string;
  query?: string;
  featured?: boolean;
  /** Only the posts this language's lists show; English shows every post. */
  language?: Language;
}

function publicConditions(filter: PublicPostFilter): { where: SQL; rank?: SQL } {
  const conditions: SQL[] = [isPublished()];
  const inLanguage = filter.language ? visibleInLanguage(filter.language) : undefined;
  if (inLanguage) conditions.push(inLanguage);
  if (filter.featured !== undefined) conditions.push(eq(blogPosts.featured, filter.featured));
  if (filter.categorySlug) {
    conditions.push(
      sql`exists (select 1 from ${blogPostCategories} inner join ${blogCategories} on ${blogCategories.id} = ${blogPostCategories.categoryId} where ${blogPostCategories.postId} = ${blogPosts.id} and ${blogCategories.slug} = ${filter.categorySlug})`,
    );
  }
  // The site-search index (search.repo.ts): the visitor's language, then English, each with its
  // own configuration; websearch syntax never raises on user input (quotes, `-`, `or`).
  const search = filter.query?.trim();
  if (!search) return { where: and(...conditions)! };
  const language = filter.language ?? DEFAULT_LANGUAGE;
  conditions.push(sql`${blogPosts.id} in (${postIdsMatching(search, language)})`);
  return { where: and(...conditions)!, rank: postRank(blogPosts.id, search, language) };
}

/** One page of published posts: ranked by relevance when searching, else newest first. */
export async function listPublishedPosts(
  db: DbOrTx,
  filter: PublicPostFilter,
  page: { limit: number; offset: number },
) {
  const { where, rank } = publicConditions(filter);
  const order = rank
    ? [sql`${rank} desc`, desc(blogPosts.publishedAt), desc(blogPosts.id)]
    : [desc(blogPosts.publishedAt), desc(blogPosts.id)];
  const [rows, [total]] = await Promise.all([
    selectPosts(db)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(blogPosts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findPublishedPostById(db: DbOrTx, id: number) {
  const [row] = await selectPosts(db).where(and(eq(blogPosts.id, id), isPublished()));
  return row;
}

/** Published posts sharing a category with `postId`, newest first, the post itself excluded. */
export async function listRelatedPosts(db: DbOrTx, postId: number, limit: number, language?: Language) {
  return selectPosts(db)
    .where(
      and(
        isPublished(),
        language ? visibleInLanguage(language) : undefined,
        ne(blogPosts.id, postId),
        sql`exists (select 1 from ${blogPostCategories} mine inner join ${blogPostCategories} theirs on theirs.category_id = mine.category_id where mine.post_id = ${postId} and theirs.post_id = ${blogPosts.id})`,
      ),
    )
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit);
}

/** Newest published posts (RSS, sitemap). */
export async function listLatestPublished(db: DbOrTx, limit: number) {
  return selectPosts(db).where(isPublished()).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id)).limit(limit);
}

export async function categoriesOfPosts(db: DbOrTx, postIds: number[]) {
  if (!postIds.length) return new Map<number, CategoryRow[]>();
  const rows = await db
    .select({ postId: blogPostCategories.postId, category: blogCategories })
    .from(blogPostCategories)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPostCategories.categoryId))
    .where(inArray(blogPostCategories.postId, postIds))
    .orderBy(asc(blogCategories.name));
  const byPost = new Map<number, CategoryRow[]>();
  for (const { postId, category } of rows) byPost.set(postId, [...(byPost.get(postId) ?? []), category]);
  return byPost;
}

export async function listCategories(db: DbOrTx) {
  return db.select().from(blogCategories).orderBy(asc(blogCategories.name));
}

export async function listCategoriesWithCounts(db: DbOrTx) {
  return db
    .select({
      id: blogCategories.id,
      name: blogCategories.name,
      slug: blogCategories.slug,
      postCount: sql<number>`count(${blogPostCategories.postId})::int`,
    })
    .from(blogCategories)
    .leftJoin(blogPostCategories, eq(blogPostCategories.categoryId, blogCategories.id))
    .groupBy(blogCategories.id)
    .orderBy(asc(blogCategories.name));
}

// --- Admin -----------------------------------------------------------------------------------

export type AdminStatus = 'draft' | 'scheduled' | 'published';

function statusCondition(status: AdminStatus): SQL {
  if (status === 'draft') return isNull(blogPosts.publishedAt);
  if (status === 'scheduled') return sql`${blogPosts.publishedAt} > now()`;
  return isPublished();
}

/** All posts for the admin list: newest change first, optionally by status and title/slug text. */
export async function listAllPosts(
  db: DbOrTx,
  filter: { status?: AdminStatus; query?: string; missing?: TranslationLanguage },
  page: { limit: number; offset: number },
) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(statusCondition(filter.status));
  if (filter.missing) conditions.push(missingIn(filter.missing));
  if (filter.query) {
    const pattern = containsPattern(filter.query);
    conditions.push(or(ilike(blogPosts.title, pattern), ilike(blogPosts.slug, pattern))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    selectPosts(db)
      .where(where)
      .orderBy(
        sql`${blogPosts.publishedAt} is null desc`,
        desc(blogPosts.publishedAt),
        desc(blogPosts.updatedAt),
        desc(blogPosts.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(blogPosts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findPostById(db: DbOrTx, id: number) {
  const [row] = await selectPosts(db).where(eq(blogPosts.id, id));
  return row;
}

export async function findPostIdBySlug(db: DbOrTx, slug: string) {
  const [row] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug));
  return row?.id;
}

export type PostValues = Omit<typeof blogPosts.$inferInsert, 'id' | 'createdAt'>;

export async function insertPost(db: DbOrTx, values: PostValues) {
  const [row] = await db.insert(blogPosts).values(values).returning({ id: blogPosts.id });
  return row!.id;
}

export async function updatePost(db: DbOrTx, id: number, values: Partial<PostValues>) {
  const [row] = await db
    .update(blogPosts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(blogPosts.id, id))
    .returning({ id: blogPosts.id });
  return row?.id;
}

export async function deletePost(db: DbOrTx, id: number) {
  const rows = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  return rows.length > 0;
}

export async function setPostCategories(db: DbOrTx, postId: number, categoryIds: number[]) {
  await db.delete(blogPostCategories).where(eq(blogPostCategories.postId, postId));
  if (categoryIds.length)
    await db.insert(blogPostCategories).values([...new Set(categoryIds)].map((categoryId) => ({ postId, categoryId })));
}

export async function existingCategoryIds(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db.select({ id: blogCategories.id }).from(blogCategories).where(inArray(blogCategories.id, ids));
  return rows.map((r) => r.id);
}

export async function findCategoryConflict(db: DbOrTx, values: { name: string; slug: string }, exceptId?: number) {
  const [row] = await db
    .select({ name: blogCategories.name, slug: blogCategories.slug })
    .from(blogCategories)
    .where(
      and(
        or(sql`lower(${blogCategories.name}) = lower(${values.name})`, eq(blogCategories.slug, values.slug)),
        exceptId ? ne(blogCategories.id, exceptId) : undefined,
      ),
    );
  return row;
}

export async function insertCategory(db: DbOrTx, values: { name: string; slug: string }) {
  const [row] = await db.insert(blogCategories).values(values).returning();
  return row!;
}

export async function updateCategory(db: DbOrTx, id: number, values: { name: string; slug: string }) {
  const [row] = await db.update(blogCategories).set(values).where(eq(blogCategories.id, id)).returning();
  return row;
}

export async function deleteCategory(db: DbOrTx, id: number) {
  const rows = await db.delete(blogCategories).where(eq(blogCategories.id, id)).returning({ id: blogCategories.id });
  return rows.length > 0;
}
