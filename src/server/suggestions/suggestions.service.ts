import type { z } from 'zod';
import {
  ROADMAP_COMPLETED_DAYS,
  ROADMAP_LANE_MAX,
  SUGGESTION_STATUSES,
  SuggestionFields,
  type AdminBulkSuggestionsInput,
  type AdminListSuggestionsQuery,
  type AdminSuggestion,
  type AdminUpdateSuggestionInput,
  type CreateSuggestionInput,
  type ListSuggestionsQuery,
  type ListSuggestionsResponse,
  type MergeSuggestionsInput,
  type PublicSuggestion,
  type RoadmapResponse,
  type SubscriptionResponse,
  type SuggestionStats,
  type SuggestionStatus,
  type VoteSuggestionResponse,
} from '#shared/contracts/suggestions.ts';
import { fieldCodeOf, type FieldCode } from '#shared/error-codes.ts';
import type { SessionUser } from '../auth/index.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import { maskEmail, unsubscribeLinkInvalid } from '../platform/mail/unsubscribe.ts';
import { notifyStatusChange } from './suggestions.notify.ts';
import * as repo from './suggestions.repo.ts';
import * as subscriptions from './mail-subscriptions.repo.ts';

type CreateInput = z.output<typeof CreateSuggestionInput>;
type ListQuery = z.output<typeof ListSuggestionsQuery>;
type AdminListQuery = z.output<typeof AdminListSuggestionsQuery>;
type UpdateInput = z.output<typeof AdminUpdateSuggestionInput>;
type BulkInput = z.output<typeof AdminBulkSuggestionsInput>;
type MergeInput = z.output<typeof MergeSuggestionsInput>;
type PublicRow = repo.SuggestionRow & {
  voted: boolean;
  subscribed: boolean;
  commentCount: number;
  mergedIntoTitle: string | null;
  mergedIntoTextLanguage: string | null;
};

const iso = (d: Date | null) => d?.toISOString() ?? null;

function toPublic(row: PublicRow): PublicSuggestion {
  return {
    id: row.id,
    suggestionTitle: row.suggestionTitle,
    description: row.description,
    features: row.features,
    textLanguage: row.textLanguage,
    name: row.name,
    tradingStyle: row.tradingStyle,
    timeframe: row.timeframe,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    upvotes: row.upvotes,
    status: row.status,
    priority: row.priority,
    commentCount: row.commentCount,
    mergedInto:
      row.mergedIntoId && row.mergedIntoTitle
        ? {
            id: row.mergedIntoId,
            suggestionTitle: row.mergedIntoTitle,
            textLanguage: row.mergedIntoTextLanguage ?? 'en',
          }
        : null,
    voted: row.voted,
    subscribed: row.subscribed,
  };
}

function toAdmin(
  row: repo.SuggestionRow,
  extra: Partial<Pick<PublicRow, 'commentCount' | 'mergedIntoTitle' | 'mergedIntoTextLanguage'>> = {},
): AdminSuggestion {
  const {
    voted: _voted,
    subscribed: _subscribed,
    ...rest
  } = toPublic({
    ...row,
    voted: false,
    subscribed: false,
    commentCount: extra.commentCount ?? 0,
    mergedIntoTitle: extra.mergedIntoTitle ?? null,
    mergedIntoTextLanguage: extra.mergedIntoTextLanguage ?? null,
  });
  return { ...rest, email: row.email, adminNotes: row.adminNotes };
}

const suggestionNotFound = () => appError('suggestion_not_found');
const merged = (row: repo.SuggestionRow) =>
  appError('suggestion_merged', { details: { mergedIntoId: row.mergedIntoId } });

/** Who is submitting: the account when signed in, else the visitor's name and e-mail, both required. */
function submitter(user: SessionUser | null, input: CreateInput) {
  if (user) return { name: user.displayName, email: user.email.toLowerCase(), userId: user.id };
  const details: Record<string, string> = {};
  const fieldCodes: Record<string, FieldCode> = {};
  const name = SuggestionFields.name.safeParse(input.name ?? '');
  const email = SuggestionFields.email.safeParse(input.email ?? '');
  for (const [field, result] of [
    ['name', name],
    ['email', email],
  ] as const) {
    const issue = result.error?.issues[0];
    if (!issue) continue;
    details[field] = issue.message;
    fieldCodes[field] = fieldCodeOf(issue);
  }
  if (!name.success || !email.success)
    throw appError('validation_failed', { message: Object.values(details)[0]!, details, fieldCodes });
  return { name: name.data, email: email.data, userId: null };
}

/**
 * Stores a suggestion as Under Review. A filled spam trap gets the same answer as a real
 * submission, so a bot learns nothing, and nothing is stored.
 */
export async function createSuggestion(
  db: Db,
  input: CreateInput,
  context: { user: SessionUser | null; language: string },
) {
  const who = submitter(context.user, input);
  if (input.website?.trim()) return { dropped: true };
  await repo.insertSuggestion(db, {
    suggestionTitle: input.suggestionTitle,
    description: input.description,
    features: input.features ?? null,
    tradingStyle: input.tradingStyle ?? null,
    timeframe: input.timeframe ?? null,
    ...who,
    language: context.language,
    textLanguage: context.language,
  });
  return { dropped: false };
}

export async function listSuggestions(
  db: Db,
  query: ListQuery,
  userId: number | null,
): Promise<ListSuggestionsResponse> {
  const { rows, total } = await repo.listPublic(db, {
    sortBy: query.sortBy,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    userId,
    id: query.id,
  });
  return { suggestions: rows.map(toPublic), total, limit: query.limit };
}

/**
 * Adds the user's vote, or takes it back when they had voted. The suggestion row is locked first,
 * so concurrent votes on it queue up and the count always equals the number of vote rows.
 */
export async function toggleVote(
  db: Db,
  suggestionId: number,
  userId: number,
  language: string,
): Promise<VoteSuggestionResponse> {
  return db.transaction(async (tx) => {
    const row = await repo.lockSuggestion(tx, suggestionId);
    if (!row) throw suggestionNotFound();
    // Read after the lock: a vote that queued behind a merge sees the merge and is refused.
    if (row.mergedIntoId) throw merged(row);
    if (await repo.insertVote(tx, { suggestionId, userId, language }))
      return { upvotes: await repo.addUpvotes(tx, suggestionId, 1), voted: true };
    if (await repo.deleteVote(tx, suggestionId, userId))
      return { upvotes: await repo.addUpvotes(tx, suggestionId, -1), voted: false };
    return { upvotes: row.upvotes, voted: false };
  });
}

export async function listForAdmin(db: Db, query: AdminListQuery) {
  const [{ rows, total }, counts] = await Promise.all([
    repo.listAdmin(db, {
      status: query.status,
      query: query.query || undefined,
      sortBy: query.sortBy,
      direction: query.sortDirection,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
    repo.countByStatus(db),
  ]);
  const stats = { total: 0 } as SuggestionStats;
  for (const status of SUGGESTION_STATUSES) {
    stats[status] = counts[status] ?? 0;
    stats.total += stats[status];
  }
  return { suggestions: rows.map((r) => toAdmin(r.row, r)), total, limit: query.limit, stats };
}

/** Inline edit: writes only the given fields; a real status change e-mails the submitter and subscribers. */
export async function updateSuggestion(db: Db, config: Config, input: UpdateInput) {
  return db.transaction(async (tx) => {
    const current = await repo.lockSuggestion(tx, input.id);
    if (!current) throw suggestionNotFound();
    const patch: Parameters<typeof repo.updateSuggestion>[2] = {};
    if (input.status !== undefined) patch.status = input.status;
    if (input.priority !== undefined) patch.priority = input.priority;
    if (input.adminNotes !== undefined) patch.adminNotes = input.adminNotes;
    const row = await repo.updateSuggestion(tx, input.id, patch);
    if (input.status !== undefined && input.status !== current.status)
      await notifyStatusChange(tx, config, row, input.status);
    return { suggestion: toAdmin(row) };
  });
}

const BULK_STATUS: Record<'approve' | 'reject', SuggestionStatus> = { approve: 'planned', reject: 'rejected' };

/** Approve (→ Planned), reject (→ Not Planned) or delete the selected suggestions in one transaction. */
export async function bulkAction(db: Db, config: Config, input: BulkInput) {
  const ids = [...new Set(input.ids)];
  return db.transaction(async (tx) => {
    if (input.action === 'delete') return { count: await repo.deleteSuggestions(tx, ids) };
    const status = BULK_STATUS[input.action];
    const changing = (await repo.lockSuggestions(tx, ids)).filter((row) => row.status !== status);
    await repo.setStatuses(
      tx,
      changing.map((row) => row.id),
      status,
    );
    for (const row of changing) await notifyStatusChange(tx, config, row, status);
    return { count: changing.length };
  });
}

export async function deleteSuggestion(db: Db, id: number) {
  const deleted = await db.transaction((tx) => repo.deleteSuggestions(tx, [id]));
  if (deleted === 0) throw suggestionNotFound();
  return { success: true as const };
}

/**
 * "Notify me" for one suggestion. The submitter's choice is stored on the suggestion (on by
 * default), everyone else's as a subscriber row; the page language becomes the e-mails' language.
 */
export async function subscribe(
  db: Db,
  input: { id: number; subscribed: boolean },
  user: SessionUser,
  language: string,
): Promise<{ subscribed: boolean }> {
  return db.transaction(async (tx) => {
    const row = await repo.lockSuggestion(tx, input.id);
    if (!row) throw suggestionNotFound();
    if (row.mergedIntoId && input.subscribed) throw merged(row);
    if (row.userId === user.id) await repo.setSubmitterSubscribed(tx, row.id, input.subscribed);
    else if (input.subscribed) await repo.addSubscriber(tx, { suggestionId: row.id, userId: user.id, language });
    else await repo.removeSubscriber(tx, row.id, user.id);
    return { subscribed: input.subscribed };
  });
}

/**
 * Merges duplicate B (`fromId`) into A (`intoId`): B's votes (a user who voted on both counts
 * once), comments and subscribers move to A, and B points to A and takes no more votes. Both
 * rows are locked in id order, the order every vote and bulk action locks in, so concurrent
 * votes queue behind the merge and it cannot deadlock with them.
 */
export async function mergeSuggestions(db: Db, input: MergeInput) {
  if (input.fromId === input.intoId) throw appError('merge_into_itself');
  return db.transaction(async (tx) => {
    const rows = await repo.lockSuggestions(tx, [input.fromId, input.intoId]);
    const from = rows.find((r) => r.id === input.fromId);
    const into = rows.find((r) => r.id === input.intoId);
    if (!from || !into) throw suggestionNotFound();
    if (from.mergedIntoId) throw appError('merge_from_merged', { details: { mergedIntoId: from.mergedIntoId } });
    if (into.mergedIntoId) throw appError('merge_into_merged', { details: { mergedIntoId: into.mergedIntoId } });
    const { row, movedVotes } = await repo.mergeInto(tx, from, into);
    return { suggestion: toAdmin(row), movedVotes };
  });
}

/** The public roadmap: Planned and In Development by votes, Completed of the last 90 days, newest first. */
export async function roadmap(db: Db, now = new Date()): Promise<RoadmapResponse> {
  const lanes = await repo.listRoadmap(db, {
    completedSince: new Date(now.getTime() - ROADMAP_COMPLETED_DAYS * 86_400_000),
    perLane: ROADMAP_LANE_MAX,
  });
  const cards = (rows: (typeof lanes)['planned']) =>
    rows.map((r) => ({ ...r, commentCount: Number(r.commentCount), updatedAt: iso(r.updatedAt) }));
  return {
    lanes: { planned: cards(lanes.planned), in_progress: cards(lanes.in_progress), completed: cards(lanes.completed) },
  };
}

export async function getSubscription(db: Db, token: string): Promise<SubscriptionResponse> {
  const row = await subscriptions.findSubscription(db, token);
  if (!row) throw unsubscribeLinkInvalid();
  return { email: maskEmail(row.email), subscribed: !row.unsubscribedAt };
}

export async function setSubscription(db: Db, token: string, subscribed: boolean): Promise<SubscriptionResponse> {
  const row = await subscriptions.setSubscribed(db, token, subscribed);
  if (!row) throw unsubscribeLinkInvalid();
  return { email: maskEmail(row.email), subscribed: !row.unsubscribedAt };
}

/** RFC 8058 one-click (the mail provider's POST): true when the token was known and is now unsubscribed. */
export async function unsubscribeOneClick(db: Db, token: string): Promise<boolean> {
  return Boolean(token && (await subscriptions.setSubscribed(db, token, false)));
}
