import { z } from 'zod';
import { BlogPostFields, type AdminBlogPost, type CreateBlogPostInput } from '#shared/contracts/blog.ts';

/**
 * The editor's form: the contract's fields plus how the publish time is chosen. "Draft" sends
 * `publishedAt: null`; "Publish" sends the chosen time, which schedules the post when it lies ahead.
 */
export const PostFormSchema = z
  .object({
    ...BlogPostFields,
    publish: z.enum(['draft', 'publish']),
    publishAt: z.string(),
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
  };
}

export function toPayload({ publish, publishAt, ...fields }: PostFormOutput): CreateBlogPostInput {
  return { ...fields, publishedAt: publish === 'draft' ? null : new Date(publishAt).toISOString() };
}
