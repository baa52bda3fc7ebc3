import { inArray } from 'drizzle-orm';
import { users } from '../auth/auth.schema.ts';
import type { Seeder } from '../platform/seed.ts';
import type { Tx } from '../platform/db.ts';
import { blogCategories } from './blog.schema.ts';
import * as repo from './blog.repo.ts';
import { renderPostContent } from './blog.sanitize.ts';
import { SEED_POSTS_1, type SeedPost } from './seed-posts-1.ts';
import { SEED_DRAFT, SEED_POSTS_2, SEED_SCHEDULED } from './seed-posts-2.ts';

const CATEGORIES = [
  { name: 'Order Flow', slug: 'order-flow' },
  { name: 'Volume Profile', slug: 'volume-profile' },
  { name: 'Market Structure', slug: 'market-structure' },
  { name: 'Risk Management', slug: 'risk-management' },
  { name: 'Platform Tips', slug: 'platform-tips' },
  { name: 'Release News', slug: 'release-news' },
];

/** The two demo authors: taken over when they exist, created (no password, role user) when not. */
const AUTHORS = [
  { email: 'maya.chen@novatick.example', displayName: 'Maya Chen' },
  { email: 'daniel.ortiz@novatick.example', displayName: 'Daniel Ortiz' },
];

const DAY = 24 * 3600 * 1000;

async function authorIds(tx: Tx): Promise<number[]> {
  await tx
    .insert(users)
    .values(AUTHORS.map((a) => ({ ...a, role: 'user' as const })))
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        AUTHORS.map((a) => a.email),
      ),
    );
  return AUTHORS.map((a) => rows.find((r) => r.email === a.email)!.id);
}

async function insertSeedPost(
  tx: Tx,
  post: SeedPost,
  authors: number[],
  categoryIds: Map<string, number>,
  publishedAt: Date | null,
) {
  const id = await repo.insertPost(tx, {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    contentFormat: 'markdown',
    contentSource: post.body,
    content: renderPostContent('markdown', post.body),
    seoTitle: '',
    seoDescription: '',
    featuredImageUrl: `/media/blog-${post.image}.webp`,
    featured: post.featured ?? false,
    authorId: authors[post.author]!,
    publishedAt,
  });
  await repo.setPostCategories(
    tx,
    id,
    post.categories.map((slug) => categoryIds.get(slug)!),
  );
}

/** Demo blog: 16 published posts in 6 categories (2 featured) by two authors, a draft and a scheduled post. */
export const blogSeeder: Seeder = {
  name: 'blog-demo',
  async run(tx) {
    const categories = await tx.insert(blogCategories).values(CATEGORIES).onConflictDoNothing().returning();
    const categoryIds = new Map(
      (categories.length ? categories : await tx.select().from(blogCategories)).map((c) => [c.slug, c.id]),
    );
    const authors = await authorIds(tx);
    const published = [...SEED_POSTS_1, ...SEED_POSTS_2];
    const now = Date.now();
    // Newest first in the list above; spread over the last months, a few days apart.
    for (const [index, post] of published.entries()) {
      await insertSeedPost(tx, post, authors, categoryIds, new Date(now - (index * 6 + 1) * DAY - index * 3_600_000));
    }
    await insertSeedPost(tx, SEED_DRAFT, authors, categoryIds, null);
    await insertSeedPost(tx, SEED_SCHEDULED, authors, categoryIds, new Date(now + 7 * DAY));
  },
};
