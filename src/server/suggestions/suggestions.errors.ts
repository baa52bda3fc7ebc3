import { defineErrors } from '../platform/errors.ts';
import {
  COMMENT_EDIT_WINDOW_CLOSED,
  COMMENT_NOT_FOUND,
  MERGE_FROM_MERGED,
  MERGE_INTO_ITSELF,
  MERGE_INTO_MERGED,
  SUGGESTION_MERGED,
  SUGGESTION_NOT_FOUND,
} from '#shared/contracts/suggestions.ts';

/** The codes this domain answers with: each one's kind (HTTP status) and English text, once (docs/decisions/error-catalogue.md). */
export const SUGGESTIONS_ERRORS = defineErrors({
  comment_edit_window_closed: { kind: 'forbidden', message: COMMENT_EDIT_WINDOW_CLOSED },
  comment_not_found: { kind: 'not_found', message: COMMENT_NOT_FOUND },
  merge_from_merged: { kind: 'conflict', message: MERGE_FROM_MERGED },
  merge_into_itself: { kind: 'bad_request', message: MERGE_INTO_ITSELF },
  merge_into_merged: { kind: 'conflict', message: MERGE_INTO_MERGED },
  suggestion_merged: { kind: 'conflict', message: SUGGESTION_MERGED },
  suggestion_not_found: { kind: 'not_found', message: SUGGESTION_NOT_FOUND },
});
