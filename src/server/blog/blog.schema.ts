import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.ts';

export const blogCategories = pgTable(
  'blog_categories',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    slug: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('blog_categories_slug_unique').on(t.slug), uniqueIndex('blog_categories_name_unique').on(t.name)],
);

export const CONTENT_FORMATS = ['markdown', 'html'] as const;

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    title: text().notNull(),
    excerpt: text().notNull(),
    /** Sanitised HTML, rendered from `contentSource` on save (and sanitised again on read). */
    content: text().notNull(),
    /** What the editor typed: Markdown or HTML, kept so the post can be edited in its own format. */
    contentSource: text().notNull(),
    contentFormat: text({ enum: CONTENT_FORMATS }).notNull().default('markdown'),
    seoTitle: text().notNull(),
    seoDescription: text().notNull(),
    featuredImageUrl: text(),
    /** The featured image's alt text (English; translations carry their own). Empty = decorative. */
    featuredImageAlt: text().notNull().default(''),
    /** Lists of languages the post is not written in show it too, in English. */
    showInEveryLanguage: boolean().notNull().default(false),
    featured: boolean().notNull().default(false),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Null = draft; in the future = scheduled (visible once `published_at <= now()`, no job needed). */
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_unique').on(t.slug),
    index('blog_posts_published_idx').on(t.publishedAt.desc()),
    index('blog_posts_featured_idx').on(t.featured, t.publishedAt.desc()),
  ],
);

export const blogPostCategories = pgTable(
  'blog_post_categories',
  {
    postId: integer()
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.categoryId] }),
    index('blog_post_categories_category_idx').on(t.categoryId),
  ],
);

/**
 * A post in a language other than English (decisions/translated-blog.md): one row per post
 * and language, with its own slug (its own URL). English stays on `blog_posts`; a null or empty
 * field falls back to the English one. Indexed for search in its language (search/sources/post-documents.repo.ts).
 */
export const blogPostTranslations = pgTable(
  'blog_post_translations',
  {
    postId: integer()
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    language: text().notNull(),
    slug: text().notNull(),
    title: text().notNull(),
    excerpt: text(),
    /** Sanitised HTML rendered from `contentSource` (in the post's format), like the English one. */
    content: text(),
    contentSource: text(),
    seoTitle: text(),
    seoDescription: text(),
    featuredImageAlt: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.language] }),
    uniqueIndex('blog_post_translations_language_slug_unique').on(t.language, t.slug),
  ],
);

/** A blog category's name in a language other than English. */
export const blogCategoryTranslations = pgTable(
  'blog_category_translations',
  {
    categoryId: integer()
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'cascade' }),
    language: text().notNull(),
    name: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.language] })],
);
