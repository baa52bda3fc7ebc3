import type { ParseKeys, TFunction } from 'i18next';
import { ERROR_CODES, FIELD_CODES, type ErrorCode, type FieldCode } from '#shared/error-codes.ts';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '#client/lib/api-client.ts';

/** The fields of the post and category forms that have their own "… is required." sentence. */
type BlogKey = ParseKeys<'admin-blog'>;

const REQUIRED_KEYS: Record<string, BlogKey> = {
  title: 'errors.titleRequired',
  slug: 'errors.slugRequired',
  excerpt: 'errors.excerptRequired',
  content: 'errors.contentRequired',
  name: 'errors.nameRequired',
};

/** Codes (field codes from the form or the server, or a domain code) with one sentence whatever the field. */
const CODE_KEYS: Record<string, BlogKey> = {
  too_long: 'errors.tooLong',
  blog_slug_taken: 'errors.slugTaken',
  blog_category_name_taken: 'errors.nameTaken',
};

/** Fields whose every failure reads the same. */
const FIELD_KEYS: Record<string, BlogKey> = {
  featuredImageUrl: 'errors.url',
  publishAt: 'errors.publishAt',
  publishedAt: 'errors.publishAt',
};

const isErrorCode = (code: string | undefined): code is ErrorCode => ERROR_CODES.includes(code as ErrorCode);
const isFieldCode = (code: string | undefined): code is FieldCode => FIELD_CODES.includes(code as FieldCode);

/**
 * A field's message in the page's language (admin-blog `errors.*`), from its code: `error.type`
 * is the field code from `lazyZodResolver` or the server's `fieldCodes`, or the domain code of a
 * server answer such as `blog_slug_taken`. Never from the contract's English sentence.
 */
export function blogFieldText(t: TFunction<'admin-blog'>, field: string, code: string | undefined): string {
  const codeKey = code ? CODE_KEYS[code] : undefined;
  if (codeKey) return t(codeKey);
  const fieldKey = FIELD_KEYS[field];
  if (fieldKey) return t(fieldKey);
  const requiredKey = REQUIRED_KEYS[field];
  if ((code === 'required' || code === 'too_short') && requiredKey) return t(requiredKey);
  if (field === 'slug' && code === 'invalid_format') return t('errors.slugFormat');
  if (isErrorCode(code)) return t(`errorCodes.${code}`, { ns: 'common' });
  return t(`fieldCodes.${isFieldCode(code) ? code : 'invalid'}`, { ns: 'common' });
}

/**
 * Marks the fields a failed save names (`details`), each with its field code or the answer's code.
 * A name may be a path into the form (`translations.fr.slug`); one the form does not hold is skipped.
 */
export function setServerFieldErrors<V extends FieldValues, O>(form: UseFormReturn<V, unknown, O>, error: unknown) {
  if (!(error instanceof ApiError)) return;
  for (const field of Object.keys(error.fieldErrors)) {
    if (form.getValues(field as Path<V>) !== undefined)
      form.setError(field as Path<V>, { type: error.fieldCodes[field] ?? error.code ?? 'invalid' });
  }
}
