import { z } from 'zod';
import {
  BlogPostFields,
  BlogPostTranslationInput,
  type AdminBlogPost,
  type CreateBlogPostInput,
} from '#shared/contracts/blog.ts';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '#shared/languages.ts';

/** The texts a language tab edits; `featuredImageAlt` has no field yet and is carried through. */
const TRANSLATION_TEXTS = ['title', 'slug', 'excerpt', 'content', 'seoTitle', 'seoDescription'] as const;
type TranslationForm = Record<(typeof TRANSLATION_TEXTS)[number] | 'featuredImageAlt', string>;

const isBlank = (t: TranslationForm) => TRANSLATION_TEXTS.every((field) => !t[field].trim());

/**
 * One language tab as typed: every field may stay empty (the tab is then no translation at all);
 * once something is written, the contract's rules apply (a title and a slug, SPEC's limits).
 */
const TranslationFormSchema = z
  .object({
    title: z.string(),
    slug: z.string(),
    excerpt: z.string(),
    content: z.string(),
    seoTitle: z.string(),
    seoDescription: z.string(),
    featuredImageAlt: z.string(),
  })
  .transform((value, ctx) => {
    if (isBlank(value)) return null;
    const parsed = BlogPostTranslationInput.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue(issue as never);
    return z.NEVER;
  });

/**
 * The editor's form: the contract's fields plus how the publish time is chosen. "Draft" sends
 * `publishedAt: null`; "Publish" sends the chosen time, which schedules the post when it lies ahead.
 */
export const PostFormSchema = z
  .object({
    ...BlogPostFields,
    publish: z.enum(['draft', 'publish']),
    publishAt: z.string(),
    showInEveryLanguage: z.boolean(),
    translations: z.record(z.enum(TRANSLATION_LANGUAGES), TranslationFormSchema),
  })
  .superRefine((value, ctx) => {
    if (value.publish === 'publish' && Number.isNaN(new Date(value.publishAt).getTime())) {
      ctx.addIssue({ code: 'custom', path: ['publishAt'], message: 'Enter a valid publish time.' });
    }
  });

export type PostFormInput = z.input<typeof PostFormSchema>;
export type PostFormOutput = z.output<typeof PostFormSchema>;

const pad = (n: number) => String(n).padStart(2, '0');

/** `datetime-local` wants local wall-clock time without a zone. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Every language tab, empty where nothing is written. */
function translationDefaults(translations: AdminBlogPost['translations'] = {}) {
  return Object.fromEntries(
    TRANSLATION_LANGUAGES.map((language) => {
      const t = translations[language];
      return [
        language,
        {
          title: t?.title ?? '',
          slug: t?.slug ?? '',
          excerpt: t?.excerpt ?? '',
          content: t?.content ?? '',
          seoTitle: t?.seoTitle ?? '',
          seoDescription: t?.seoDescription ?? '',
          featuredImageAlt: t?.featuredImageAlt ?? '',
        },
      ];
    }),
  ) as Record<TranslationLanguage, TranslationForm>;
}

/** A translation counts as complete with a title, an excerpt and a body (the server's `missingLanguages`). */
export function isTranslationComplete(t: Partial<TranslationForm> | undefined): boolean {
  return Boolean(t?.title?.trim() && t.excerpt?.trim() && t.content?.trim());
}

export function formDefaults(post?: AdminBlogPost): PostFormInput {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    contentFormat: post?.contentFormat ?? 'markdown',
    content: post?.contentSource ?? '',
    featuredImageUrl: post?.featuredImageUrl ?? '',
    categoryIds: post?.categoryIds ?? [],
    featured: post?.featured ?? false,
    seoTitle: post?.seoTitle ?? '',
    seoDescription: post?.seoDescription ?? '',
    publish: post?.publishedAt ? 'publish' : 'draft',
    // Filled in the browser (its time zone), see PostForm.
    publishAt: '',
    showInEveryLanguage: post?.showInEveryLanguage ?? false,
    translations: translationDefaults(post?.translations),
  };
}

/** The request body; every written translation is sent, since the API replaces them all. */
export function toPayload({ publish, publishAt, translations, ...fields }: PostFormOutput): CreateBlogPostInput {
  const written = Object.entries(translations).filter(([, t]) => t !== null);
  return {
    ...fields,
    translations: Object.fromEntries(written),
    publishedAt: publish === 'draft' ? null : new Date(publishAt).toISOString(),
  };
}
