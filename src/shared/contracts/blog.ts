import { z } from 'zod';
import { isSafeImageUrl } from './image-url.ts';
import { idField, pageField, pageSizeField, queryIdField } from './fields.ts';
import {
  BLOG_ADMIN_PAGE_SIZE,
  BLOG_CONTENT_FORMATS,
  BLOG_CONTENT_MAX,
  BLOG_MAX_PAGE_SIZE,
  BLOG_PAGE_SIZE,
  BLOG_POST_STATUSES,
  BLOG_SEARCH_MAX,
} from './blog.constants.ts';
import { LANGUAGE_CODES, TRANSLATION_LANGUAGES, type Language, type TranslationLanguage } from '../languages.ts';

// Limits, messages and formatting helpers live in a zod-free module so pages can use them
// without loading zod (DESIGN JS budget); this contract re-exports them for the server.
export * from './blog.constants.ts';

// Query strings carry booleans as text; only the literal words count.
const queryBoolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const LanguageSchema = z.enum(LANGUAGE_CODES as [Language, ...Language[]]);
const TranslationLanguageSchema = z.enum(TRANSLATION_LANGUAGES as [TranslationLanguage, ...TranslationLanguage[]]);

export const BlogCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** The language the name is in: the asked one, or English as the fallback. */
  language: LanguageSchema.optional(),
});
export type BlogCategory = z.infer<typeof BlogCategorySchema>;

export const BlogPostSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** Sanitised HTML (allow-list), safe to render as is. */
  content: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  featuredImageUrl: z.string().nullable().optional(),
  featured: z.boolean(),
  publishedAt: z.string(),
  updatedAt: z.string(),
  /** Computed from the content at about 200 words a minute (DESIGN "SEO and content"). */
  readingTimeMinutes: z.number().int(),
  author: z.object({ displayName: z.string() }).nullable().optional(),
  categories: z.array(BlogCategorySchema),
  /** The featured image's alt text, in `languages.title`'s language; empty = decorative. */
  featuredImageAlt: z.string(),
  /** The language of the title served: the asked one, or English when not translated. */
  language: LanguageSchema,
  /** The language of each text block served; a block in another language than the page's gets `lang`. */
  languages: z.object({ title: LanguageSchema, excerpt: LanguageSchema, content: LanguageSchema }),
  /** Every language the post is written in with its own slug (hreflang links), English first. */
  translations: z.array(z.object({ language: LanguageSchema, slug: z.string() })),
});
export type BlogPost = z.infer<typeof BlogPostSchema>;

/** What a list card needs: the post without its body (the list never shows it). */
export type BlogPostSummary = Omit<BlogPost, 'content'>;

export const PaginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

/** GET /_api/blog/posts (SPEC §5 "Blog list query"). */
export const ListBlogPostsQuery = z.object({
  page: pageField(),
  limit: pageSizeField(BLOG_PAGE_SIZE, BLOG_MAX_PAGE_SIZE),
  categorySlug: z.string().trim().max(120).optional(),
  // A blank search is no search (SPEC §2: empty or whitespace is removed).
  query: z
    .string()
    .trim()
    .max(BLOG_SEARCH_MAX, `Search must be ${BLOG_SEARCH_MAX} characters or less.`)
    .optional()
    .transform((v) => (v ? v : undefined)),
  featured: queryBoolean.optional(),
});
export type ListBlogPostsQuery = z.input<typeof ListBlogPostsQuery>;

export const ListBlogPostsResponse = z.object({ posts: z.array(BlogPostSchema), pagination: PaginationSchema });
export type ListBlogPostsResponse = z.infer<typeof ListBlogPostsResponse>;

export const ListBlogCategoriesResponse = z.array(BlogCategorySchema);

/** GET /_api/blog/post?slug= (SPEC §5: 'Slug is required.'). */
export const GetBlogPostQuery = z.object({
  slug: z
    .string({ error: 'Slug is required.' })
    .trim()
    .min(1, 'Slug is required.')
    .max(200, 'Slug must be 200 characters or less.'),
});

export const GetBlogPostResponse = z.object({
  post: BlogPostSchema,
  relatedPosts: z.array(BlogPostSchema),
  /**
   * The post's h2 and h3 headings, each with the `id` it has in `post.content`,
   * when it has three or more; empty otherwise.
   */
  toc: z.array(z.object({ id: z.string(), text: z.string(), level: z.union([z.literal(2), z.literal(3)]) })),
});
export type GetBlogPostResponse = z.infer<typeof GetBlogPostResponse>;

// ---------------------------------------------------------------------------------------------
// Admin (/_api/admin/blog/*): every call needs an admin session (401/403).

/** URL-safe slug; normalised (trim, lower case) so 'Order-Flow ' and 'order-flow' are the same. */
export const SlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Slug is required.')
  .max(120, 'Slug must be 120 characters or less.')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use only lowercase letters, numbers and single hyphens.');

/** An absolute http(s) URL or a same-site path (`/media/blog-1.webp`); see `isSafeImageUrl`. */
export const ImageUrlSchema = z
  .string()
  .trim()
  .max(500, 'URL must be 500 characters or less.')
  .refine(isSafeImageUrl, 'Must be a valid URL.');

export const BlogPostFields = {
  title: z.string().trim().min(1, 'Title is required.').max(200, 'Title must be 200 characters or less.'),
  slug: SlugSchema,
  excerpt: z.string().trim().min(1, 'Excerpt is required.').max(500, 'Excerpt must be 500 characters or less.'),
  contentFormat: z.enum(BLOG_CONTENT_FORMATS),
  content: z
    .string()
    .trim()
    .min(1, 'Content is required.')
    .max(BLOG_CONTENT_MAX, 'Content must be 100,000 characters or less.'),
  // An empty field means "no image".
  featuredImageUrl: ImageUrlSchema.or(z.literal(''))
    .nullable()
    .transform((v) => v || null),
  categoryIds: z.array(idField('Category id')).max(10, 'Choose at most 10 categories.'),
  featured: z.boolean(),
  // Blank SEO fields fall back to the title and excerpt.
  seoTitle: z.string().trim().max(120, 'SEO title must be 120 characters or less.'),
  seoDescription: z.string().trim().max(320, 'SEO description must be 320 characters or less.'),
};

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null);

/**
 * A post in one language other than English: a title and its own slug are required,
 * the other fields fall back to English one by one. Same rules and SPEC messages as English.
 */
export const BlogPostTranslationInput = z.strictObject({
  title: BlogPostFields.title,
  slug: SlugSchema,
  excerpt: optionalText(500, 'Excerpt must be 500 characters or less.'),
  content: optionalText(BLOG_CONTENT_MAX, 'Content must be 100,000 characters or less.'),
  seoTitle: optionalText(120, 'SEO title must be 120 characters or less.'),
  seoDescription: optionalText(320, 'SEO description must be 320 characters or less.'),
  featuredImageAlt: optionalText(200, 'Alt text must be 200 characters or less.'),
});
export type BlogPostTranslationInput = z.input<typeof BlogPostTranslationInput>;

export const CreateBlogPostInput = z.strictObject({
  ...BlogPostFields,
  featuredImageAlt: z.string().trim().max(200, 'Alt text must be 200 characters or less.').optional(),
  /** Left out, an existing post keeps its choice (a new one: only in the languages it is written in). */
  showInEveryLanguage: z.boolean().optional(),
  /** Replaces every translation when given; left out, they stay as they are. */
  translations: z.partialRecord(TranslationLanguageSchema, BlogPostTranslationInput).optional(),
  /** Null keeps a draft; a future time schedules it; now or past publishes it. */
  publishedAt: z.iso.datetime({ offset: true, message: 'Enter a valid publish time.' }).nullable(),
});
export type CreateBlogPostInput = z.input<typeof CreateBlogPostInput>;

export const UpdateBlogPostInput = CreateBlogPostInput.extend({ id: idField() });
export type UpdateBlogPostInput = z.input<typeof UpdateBlogPostInput>;

export const IdInput = z.strictObject({ id: idField() });
export const IdQuery = z.object({ id: queryIdField() });

export const AdminListBlogPostsQuery = z.object({
  page: pageField(),
  limit: pageSizeField(BLOG_ADMIN_PAGE_SIZE, 100),
  query: z.string().trim().max(BLOG_SEARCH_MAX).optional(),
  status: z.enum(BLOG_POST_STATUSES).optional(),
  /** Only posts with no complete translation in this language. */
  missing: TranslationLanguageSchema.optional(),
});
export type AdminListBlogPostsQuery = z.input<typeof AdminListBlogPostsQuery>;

export const AdminBlogPostRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(BLOG_POST_STATUSES),
  featured: z.boolean(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  author: z.object({ displayName: z.string() }).nullable(),
  categories: z.array(BlogCategorySchema),
  /** The languages the post has no complete translation in (the list's "missing" marker). */
  missingLanguages: z.array(TranslationLanguageSchema),
});
export type AdminBlogPostRow = z.infer<typeof AdminBlogPostRowSchema>;

export const AdminListBlogPostsResponse = z.object({
  posts: z.array(AdminBlogPostRowSchema),
  pagination: PaginationSchema,
});
export type AdminListBlogPostsResponse = z.infer<typeof AdminListBlogPostsResponse>;

export const AdminBlogPostSchema = AdminBlogPostRowSchema.extend({
  excerpt: z.string(),
  contentFormat: z.enum(BLOG_CONTENT_FORMATS),
  /** What the editor typed (Markdown or HTML); `content` on the public API is its sanitised HTML. */
  contentSource: z.string(),
  featuredImageUrl: z.string().nullable(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  categoryIds: z.array(z.number().int()),
  featuredImageAlt: z.string(),
  showInEveryLanguage: z.boolean(),
  /** The written translations by language, as the editor edits them (`content` is the editor's text). */
  translations: z.partialRecord(
    TranslationLanguageSchema,
    z.object({
      title: z.string(),
      slug: z.string(),
      excerpt: z.string().nullable(),
      content: z.string().nullable(),
      seoTitle: z.string().nullable(),
      seoDescription: z.string().nullable(),
      featuredImageAlt: z.string().nullable(),
    }),
  ),
});
export type AdminBlogPost = z.infer<typeof AdminBlogPostSchema>;
export const AdminBlogPostResponse = z.object({ post: AdminBlogPostSchema });

export const PreviewBlogContentInput = z.strictObject({
  contentFormat: BlogPostFields.contentFormat,
  content: z.string().max(BLOG_CONTENT_MAX, 'Content must be 100,000 characters or less.'),
});
export const PreviewBlogContentResponse = z.object({ html: z.string() });

export const SaveBlogCategoryFields = {
  name: z.string().trim().min(1, 'Name is required.').max(60, 'Name must be 60 characters or less.'),
  slug: SlugSchema,
};
export const CreateBlogCategoryInput = z.strictObject({
  ...SaveBlogCategoryFields,
  /** The name per language; left out, the names stay; a blank one falls back to English. */
  translations: z
    .partialRecord(
      TranslationLanguageSchema,
      z.string().trim().max(60, 'Name must be 60 characters or less.').nullish(),
    )
    .optional(),
});
export type CreateBlogCategoryInput = z.input<typeof CreateBlogCategoryInput>;
export const UpdateBlogCategoryInput = CreateBlogCategoryInput.extend({ id: idField() });
export type UpdateBlogCategoryInput = z.input<typeof UpdateBlogCategoryInput>;

export const AdminBlogCategorySchema = BlogCategorySchema.extend({
  postCount: z.number().int(),
  translations: z.partialRecord(TranslationLanguageSchema, z.string()),
});
export type AdminBlogCategory = z.infer<typeof AdminBlogCategorySchema>;
export const AdminListBlogCategoriesResponse = z.array(AdminBlogCategorySchema);
export const AdminBlogCategoryResponse = z.object({ category: AdminBlogCategorySchema });
export const SuccessResponse = z.object({ success: z.literal(true) });
