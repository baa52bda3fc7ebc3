import { inArray } from 'drizzle-orm';
import { users } from '../auth/auth.schema.ts';
import type { Seeder } from '../platform/seed.ts';
import type { Tx } from '../platform/db.ts';
import { blogCategories } from './blog.schema.ts';
import * as repo from './blog.repo.ts';
import { renderPostContent } from './blog.sanitize.ts';
import { readSeedPosts, type SeedPost } from './seed-posts.ts';

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

/** Author ids by e-mail. */
async function authorIds(tx: Tx): Promise<Map<string, number>> {
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
  return new Map(rows.map((r) => [r.email, r.id]));
}

async function insertSeedPost(
  tx: Tx,
  post: SeedPost,
  authors: Map<string, number>,
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
    featured: post.featured,
    // English-only demo posts are listed in every language, to show the marked English fallback.
    showInEveryLanguage: true,
    authorId: authors.get(post.author)!,
    publishedAt,
  });
  await repo.setPostCategories(
    tx,
    id,
    post.categories.map((slug) => categoryIds.get(slug)!),
  );
}

/**
 * Demo blog (`content/blog/*.md`): 16 published posts in 6 categories (2 featured) by two
 * authors, a draft and a scheduled post.
 */
export const blogSeeder: Seeder = {
  name: 'blog-demo',
  async run(tx) {
    const categories = await tx.insert(blogCategories).values(CATEGORIES).onConflictDoNothing().returning();
    const categoryIds = new Map(
      (categories.length ? categories : await tx.select().from(blogCategories)).map((c) => [c.slug, c.id]),
    );
    const authors = await authorIds(tx);
    const posts = readSeedPosts();
    const unknown = posts.find((post) => !authors.has(post.author));
    if (unknown) throw new Error(`content/blog: ${unknown.slug} names an unknown author ${unknown.author}`);
    const now = Date.now();
    // Published posts newest first in file order, spread over the last months a few days apart;
    // then the draft (no date) and the scheduled post (a week ahead).
    const daysAgo = (rank: number) => new Date(now - (rank * 6 + 1) * DAY - rank * 3_600_000);
    let rank = 0;
    for (const post of posts) {
      const publishedAt =
        post.status === 'draft' ? null : post.status === 'scheduled' ? new Date(now + 7 * DAY) : daysAgo(rank++);
      await insertSeedPost(tx, post, authors, categoryIds, publishedAt);
    }
  },
};
