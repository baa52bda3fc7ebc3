import { and, isNotNull, lte, sql } from 'drizzle-orm';
import { blogPosts } from './blog.schema.ts';

/** Visible to the public: published, and its time has come (a scheduled post appears by itself). */
export const isPublished = () => and(isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, sql`now()`))!;
