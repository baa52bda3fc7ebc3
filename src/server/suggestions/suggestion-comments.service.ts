import type { z } from 'zod';
import {
  COMMENT_EDIT_WINDOW_MS,
  COMMENT_NOT_YOURS,
  COMMENTS_PAGE_SIZE,
  type CreateCommentInput,
  type ListCommentsQuery,
  type ListCommentsResponse,
  type SuggestionComment,
  type UpdateCommentInput,
} from '#shared/contracts/suggestions.ts';
import type { SessionUser } from '../auth/index.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import * as comments from './suggestion-comments.repo.ts';
import { notifyOfficialReply } from './suggestions.notify.ts';
import * as repo from './suggestions.repo.ts';

type Viewer = Pick<SessionUser, 'id' | 'role'> | null;

/** The comments' clock: tests move it to either side of the 15-minute edit window. */
export const commentClock = { now: () => new Date() };

const isAdmin = (viewer: Viewer) => viewer?.role === 'admin';
const inWindow = (row: comments.CommentRow) =>
  commentClock.now().getTime() - row.createdAt.getTime() <= COMMENT_EDIT_WINDOW_MS;

/** What `viewer` sees of a comment: a hidden one's text only for admins and its author. */
function toComment(row: comments.CommentRow, authorName: string, viewer: Viewer): SuggestionComment {
  const own = viewer?.id === row.userId;
  const hidden = row.hiddenAt !== null;
  return {
    id: row.id,
    suggestionId: row.suggestionId,
    authorName,
    body: hidden && !own && !isAdmin(viewer) ? null : row.body,
    textLanguage: row.textLanguage,
    official: row.official,
    hidden,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    canEdit: own && inWindow(row),
    canDelete: isAdmin(viewer) || (own && inWindow(row)),
  };
}

const notFound = () => appError('comment_not_found');

async function openSuggestion(db: Db, id: number) {
  const suggestion = await repo.findSuggestion(db, id);
  if (!suggestion) throw appError('suggestion_not_found');
  return suggestion;
}

export async function listComments(
  db: Db,
  query: z.output<typeof ListCommentsQuery>,
  viewer: Viewer,
): Promise<ListCommentsResponse> {
  await openSuggestion(db, query.suggestionId);
  const { rows, total } = await comments.listComments(db, {
    suggestionId: query.suggestionId,
    limit: COMMENTS_PAGE_SIZE,
    offset: (query.page - 1) * COMMENTS_PAGE_SIZE,
  });
  return { comments: rows.map((r) => toComment(r.comment, r.authorName, viewer)), total, limit: COMMENTS_PAGE_SIZE };
}

/**
 * Stores a comment; an admin's is official and e-mails the suggestion's subscribers in the same
 * transaction. A filled spam trap gets a success answer and nothing is stored.
 */
export async function createComment(
  db: Db,
  config: Config,
  input: z.output<typeof CreateCommentInput>,
  user: SessionUser,
  /** The page language it was written on: the body's language. */
  language: string,
): Promise<{ comment: SuggestionComment | null }> {
  const suggestion = await openSuggestion(db, input.suggestionId);
  if (suggestion.mergedIntoId)
    throw appError('suggestion_merged', { details: { mergedIntoId: suggestion.mergedIntoId } });
  if (input.website?.trim()) return { comment: null };
  const official = isAdmin(user);
  return db.transaction(async (tx) => {
    const row = await comments.insertComment(tx, {
      suggestionId: suggestion.id,
      userId: user.id,
      body: input.body,
      textLanguage: language,
      official,
      createdAt: commentClock.now(),
    });
    if (official) await notifyOfficialReply(tx, config, suggestion, row.body, user.id);
    return { comment: toComment(row, user.displayName, user) };
  });
}

async function findOrFail(db: Db, id: number) {
  const found = await comments.findComment(db, id);
  if (!found) throw notFound();
  return found;
}

const forbidden = () => appError('forbidden', { message: COMMENT_NOT_YOURS });
const windowClosed = () => appError('comment_edit_window_closed');

/** The author edits the text within 15 minutes; only an admin hides or shows a comment. */
export async function updateComment(
  db: Db,
  input: z.output<typeof UpdateCommentInput>,
  user: SessionUser,
): Promise<{ comment: SuggestionComment }> {
  const { comment, authorName } = await findOrFail(db, input.id);
  const patch: Parameters<typeof comments.updateComment>[2] = {};
  if (input.hidden !== undefined) {
    if (!isAdmin(user)) throw forbidden();
    patch.hiddenAt = input.hidden ? (comment.hiddenAt ?? commentClock.now()) : null;
  }
  if (input.body !== undefined) {
    if (comment.userId !== user.id) throw forbidden();
    if (!inWindow(comment)) throw windowClosed();
    patch.body = input.body;
    patch.editedAt = commentClock.now();
  }
  const row = await comments.updateComment(db, comment.id, patch);
  if (!row) throw notFound();
  return { comment: toComment(row, authorName, user) };
}

/** The author within 15 minutes, an admin at any time. */
export async function deleteComment(db: Db, id: number, user: SessionUser) {
  const { comment } = await findOrFail(db, id);
  if (!isAdmin(user)) {
    if (comment.userId !== user.id) throw forbidden();
    if (!inWindow(comment)) throw windowClosed();
  }
  if (!(await comments.deleteComment(db, comment.id))) throw notFound();
  return { success: true as const };
}
