import { defineErrors } from '../platform/errors.ts';
import { CONTENT_TOO_DEEP } from '#shared/contracts/blog.constants.ts';
import { CATEGORY_NAME_TAKEN, POST_NOT_FOUND, SLUG_TAKEN } from '#shared/contracts/blog.ts';

/** The codes this domain answers with: each one's kind (HTTP status) and English text, once (docs/decisions/error-catalogue.md). */
export const BLOG_ERRORS = defineErrors({
  blog_category_name_taken: { kind: 'conflict', message: CATEGORY_NAME_TAKEN },
  blog_category_not_found: { kind: 'not_found', message: 'Category not found.' },
  blog_category_unknown: { kind: 'bad_request', message: 'Unknown category.' },
  blog_content_too_deep: { kind: 'bad_request', message: CONTENT_TOO_DEEP },
  blog_post_not_found: { kind: 'not_found', message: POST_NOT_FOUND },
  blog_slug_taken: { kind: 'conflict', message: SLUG_TAKEN },
});
