import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '#client/lib/api-client.ts';

/** The fields of the post and category forms that have their own "… is required." sentence. */
const REQUIRED_KEYS: Record<string, string> = {
  title: 'errors.titleRequired',
  slug: 'errors.slugRequired',
  excerpt: 'errors.excerptRequired',
  content: 'errors.contentRequired',
  name: 'errors.nameRequired',
};

/** Codes (field codes from the form or the server, or a domain code) with one sentence whatever the field. */
const CODE_KEYS: Record<string, string> = {
  too_long: 'errors.tooLong',
  blog_slug_taken: 'errors.slugTaken',
  blog_category_name_taken: 'errors.nameTaken',
};

/** Fields whose every failure reads the same. */
const FIELD_KEYS: Record<string, string> = {
  featuredImageUrl: 'errors.url',
  publishAt: 'errors.publishAt',
  publishedAt: 'errors.publishAt',
};

/**
 * A field's message in the page's language (admin-blog `errors.*`), from its code: `error.type`
 * is the field code from `lazyZodResolver` or the server's `fieldCodes`, or the domain code of a
 * server answer such as `blog_slug_taken`. Never from the contract's English sentence.
 */
export function blogFieldText(t: TFunction<'admin-blog'>, field: string, code: string | undefined): string {
  if (code && CODE_KEYS[code]) return t(CODE_KEYS[code]);
  if (FIELD_KEYS[field]) return t(FIELD_KEYS[field]);
  if ((code === 'required' || code === 'too_short') && REQUIRED_KEYS[field]) return t(REQUIRED_KEYS[field]);
  if (field === 'slug' && code === 'invalid_format') return t('errors.slugFormat');
  return code?.startsWith('blog_') ? t(`common:errorCodes.${code}`) : t(`common:fieldCodes.${code ?? 'invalid'}`);
}

/** Marks the fields a failed save names (`details`), each with its field code or the answer's code. */
export function setServerFieldErrors<V extends FieldValues>(form: UseFormReturn<V>, error: unknown) {
  if (!(error instanceof ApiError)) return;
  const fields = Object.keys(form.getValues());
  for (const field of Object.keys(error.fieldErrors)) {
    if (fields.includes(field))
      form.setError(field as Path<V>, { type: error.fieldCodes[field] ?? error.code ?? 'invalid' });
  }
}
