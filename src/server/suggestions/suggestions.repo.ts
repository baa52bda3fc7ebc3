import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminSuggestionSort, SuggestionSort, SuggestionStatus } from '#shared/contracts/suggestions.ts';
import { mailLanguageSql } from '../auth/index.ts';
import { users } from '../auth/auth.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { containsPattern } from '../platform/sql-like.ts';
import { suggestionComments, suggestions, suggestionSubscribers, suggestionVotes } from './suggestions.schema.ts';

export type SuggestionRow = typeof suggestions.$inferSelect;
export type NewSuggestion = typeof suggestions.$inferInsert;

export async function insertSuggestion(db: DbOrTx, values: NewSuggestion) {
  const [row] = await db.insert(suggestions).values(values).returning();
  return row!;
}

// Every order ends in id so pages never overlap or skip rows with equal values.
const PUBLIC_ORDER: Record<SuggestionSort, SQL[]> = {
  upvotes: [desc(suggestions.upvotes), desc(suggestions.createdAt), desc(suggestions.id)],
  createdAt: [desc(suggestions.createdAt), desc(suggestions.id)],
};

/**
 * Visible (not hidden) comments of the suggestion in the outer query. Written out with a table
 * alias: drizzle leaves single-table selects unqualified, and a bare "id" would be the comment's.
 */
const commentCount = sql<number>`(select count(*)::int from ${suggestionComments} as c where c.suggestion_id = ${sql.raw('"suggestions"."id"')} and c.hidden_at is null)`;
const mergedTarget = alias(suggestions, 'merged_target');

/** One page of the public board, with whether `userId` has voted on and follows each row. */
export async function listPublic(
  db: DbOrTx,
  options: { sortBy: SuggestionSort; limit: number; offset: number; userId: number | null; id?: number },
) {
  const me = options.userId;
  const voted = me
    ? sql<boolean>`exists (select 1 from ${suggestionVotes} where ${suggestionVotes.suggestionId} = ${suggestions.id} and ${suggestionVotes.userId} = ${me})`
    : sql<boolean>`false`;
  const subscribed = me
    ? sql<boolean>`((${suggestions.userId} = ${me} and ${suggestions.submitterSubscribed}) or exists (select 1 from ${suggestionSubscribers} where ${suggestionSubscribers.suggestionId} = ${suggestions.id} and ${suggestionSubscribers.userId} = ${me}))`
    : sql<boolean>`false`;
  const where = options.id ? eq(suggestions.id, options.id) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        row: suggestions,
        voted,
        subscribed,
        commentCount,
        mergedIntoTitle: mergedTarget.suggestionTitle,
        mergedIntoTextLanguage: mergedTarget.textLanguage,
      })
      .from(suggestions)
      .leftJoin(mergedTarget, eq(mergedTarget.id, suggestions.mergedIntoId))
      .where(where)
      .orderBy(...PUBLIC_ORDER[options.sortBy])
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(suggestions).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r.row,
      voted: Boolean(r.voted),
      subscribed: Boolean(r.subscribed),
      commentCount: Number(r.commentCount),
      mergedIntoTitle: r.mergedIntoTitle,
      mergedIntoTextLanguage: r.mergedIntoTextLanguage,
    })),
    total: total?.n ?? 0,
  };
}

export async function findSuggestion(db: DbOrTx, id: number) {
  const [row] = await db.select().from(suggestions).where(eq(suggestions.id, id));
  return row;
}

/** Locks the row until the transaction ends: votes and status changes on one suggestion queue up. */
export async function lockSuggestion(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(suggestions).where(eq(suggestions.id, id)).for('update');
  return row;
}

export async function lockSuggestions(tx: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  // A fixed lock order, so two bulk actions on overlapping rows cannot deadlock.
  return tx.select().from(suggestions).where(inArray(suggestions.id, ids)).orderBy(asc(suggestions.id)).for('update');
}

/** True when the vote was added, false when the user had already voted. */
export async function insertVote(tx: DbOrTx, vote: { suggestionId: number; userId: number; language: string }) {
  const rows = await tx
    .insert(suggestionVotes)
    .values(vote)
    .onConflictDoNothing()
    .returning({ userId: suggestionVotes.userId });
  return rows.length === 1;
}

export async function deleteVote(tx: DbOrTx, suggestionId: number, userId: number) {
  const rows = await tx
    .delete(suggestionVotes)
    .where(and(eq(suggestionVotes.suggestionId, suggestionId), eq(suggestionVotes.userId, userId)))
    .returning({ userId: suggestionVotes.userId });
  return rows.length === 1;
}

export async function addUpvotes(tx: DbOrTx, id: number, delta: 1 | -1) {
  const [row] = await tx
    .update(suggestions)
    .set({ upvotes: sql`${suggestions.upvotes} + ${delta}` })
    .where(eq(suggestions.id, id))
    .returning({ upvotes: suggestions.upvotes });
  return row!.upvotes;
}

const statusRank = sql`case ${suggestions.status} when 'under_review' then 1 when 'planned' then 2 when 'in_progress' then 3 when 'completed' then 4 else 5 end`;

function adminOrder(sortBy: AdminSuggestionSort, direction: 'asc' | 'desc'): SQL[] {
  const dir = direction === 'asc' ? asc : desc;
  const tie = dir(suggestions.id);
  switch (sortBy) {
    // Unprioritised suggestions come last whichever way the list is sorted.
    case 'priority':
      return [sql`${suggestions.priority} ${sql.raw(direction)} nulls last`, desc(suggestions.createdAt), tie];
    // Workflow order (under review → planned → in progress → completed → not planned), not A–Z.
    case 'status':
      return [sql`${statusRank} ${sql.raw(direction)}`, desc(suggestions.createdAt), tie];
    default:
      return [dir(suggestions[sortBy]), tie];
  }
}

export async function listAdmin(
  db: DbOrTx,
  options: {
    status?: SuggestionStatus;
    /** Titles containing this text, in any case. */
    query?: string;
    sortBy: AdminSuggestionSort;
    direction: 'asc' | 'desc';
    limit: number;
    offset: number;
  },
) {
  const where = and(
    options.status ? eq(suggestions.status, options.status) : undefined,
    options.query ? ilike(suggestions.suggestionTitle, containsPattern(options.query)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        row: suggestions,
        commentCount,
        mergedIntoTitle: mergedTarget.suggestionTitle,
        mergedIntoTextLanguage: mergedTarget.textLanguage,
      })
      .from(suggestions)
      .leftJoin(mergedTarget, eq(mergedTarget.id, suggestions.mergedIntoId))
      .where(where)
      .orderBy(...adminOrder(options.sortBy, options.direction))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(suggestions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function countByStatus(db: DbOrTx): Promise<Partial<Record<SuggestionStatus, number>>> {
  const rows = await db
    .select({ status: suggestions.status, n: count() })
    .from(suggestions)
    .groupBy(suggestions.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

export async function updateSuggestion(
  tx: DbOrTx,
  id: number,
  patch: Partial<Pick<SuggestionRow, 'status' | 'priority' | 'adminNotes'>>,
) {
  const [row] = await tx
    .update(suggestions)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(suggestions.id, id))
    .returning();
  return row!;
}

export async function setStatuses(tx: DbOrTx, ids: number[], status: SuggestionStatus) {
  if (ids.length === 0) return;
  await tx.update(suggestions).set({ status, updatedAt: new Date() }).where(inArray(suggestions.id, ids));
}

export async function deleteSuggestions(tx: DbOrTx, ids: number[]) {
  const rows = await tx.delete(suggestions).where(inArray(suggestions.id, ids)).returning({ id: suggestions.id });
  return rows.length;
}

/** Everyone who asked for this suggestion's e-mails with "Notify me", and the language they asked in. */
export async function subscriberRecipients(tx: DbOrTx, suggestionId: number) {
  return tx
    .select({
      userId: users.id,
      email: users.email,
      name: users.displayName,
      language: mailLanguageSql(suggestionSubscribers.language),
    })
    .from(suggestionSubscribers)
    .innerJoin(users, eq(users.id, suggestionSubscribers.userId))
    .where(eq(suggestionSubscribers.suggestionId, suggestionId))
    .orderBy(asc(suggestionSubscribers.createdAt), asc(suggestionSubscribers.userId));
}

export async function addSubscriber(tx: DbOrTx, row: { suggestionId: number; userId: number; language: string }) {
  await tx.insert(suggestionSubscribers).values(row).onConflictDoNothing();
}

export async function removeSubscriber(tx: DbOrTx, suggestionId: number, userId: number) {
  await tx
    .delete(suggestionSubscribers)
    .where(and(eq(suggestionSubscribers.suggestionId, suggestionId), eq(suggestionSubscribers.userId, userId)));
}

export async function setSubmitterSubscribed(tx: DbOrTx, id: number, subscribed: boolean) {
  await tx.update(suggestions).set({ submitterSubscribed: subscribed }).where(eq(suggestions.id, id));
}

/**
 * Moves B's votes, comments and subscribers to A (both rows locked by the caller). A user who
 * voted on both keeps one vote; A's count is recounted from its vote rows. Returns the votes moved.
 */
export async function mergeInto(tx: DbOrTx, from: SuggestionRow, into: SuggestionRow) {
  const moved = await tx
    .insert(suggestionVotes)
    .select(
      tx
        .select({
          suggestionId: sql<number>`${into.id}`.as('suggestion_id'),
          userId: suggestionVotes.userId,
          language: suggestionVotes.language,
          createdAt: suggestionVotes.createdAt,
        })
        .from(suggestionVotes)
        .where(eq(suggestionVotes.suggestionId, from.id)),
    )
    .onConflictDoNothing()
    .returning({ userId: suggestionVotes.userId });
  await tx.delete(suggestionVotes).where(eq(suggestionVotes.suggestionId, from.id));
  await tx
    .update(suggestionComments)
    .set({ suggestionId: into.id })
    .where(eq(suggestionComments.suggestionId, from.id));
  await tx
    .insert(suggestionSubscribers)
    .select(
      tx
        .select({
          suggestionId: sql<number>`${into.id}`.as('suggestion_id'),
          userId: suggestionSubscribers.userId,
          language: suggestionSubscribers.language,
          createdAt: suggestionSubscribers.createdAt,
        })
        .from(suggestionSubscribers)
        .where(eq(suggestionSubscribers.suggestionId, from.id)),
    )
    .onConflictDoNothing();
  await tx.delete(suggestionSubscribers).where(eq(suggestionSubscribers.suggestionId, from.id));
  // B's submitter followed B: they follow A now, unless they submitted A too.
  if (from.userId && from.submitterSubscribed && from.userId !== into.userId)
    await addSubscriber(tx, { suggestionId: into.id, userId: from.userId, language: from.language });
  const now = new Date();
  await tx
    .update(suggestions)
    .set({ mergedIntoId: into.id, upvotes: 0, updatedAt: now })
    .where(eq(suggestions.id, from.id));
  const [row] = await tx
    .update(suggestions)
    .set({
      upvotes: sql`(select count(*)::int from ${suggestionVotes} where ${suggestionVotes.suggestionId} = ${into.id})`,
      updatedAt: now,
    })
    .where(eq(suggestions.id, into.id))
    .returning();
  return { row: row!, movedVotes: moved.length };
}

/** The roadmap's cards: not merged, in a lane's status; Completed only when changed since `completedSince`. */
export async function listRoadmap(db: DbOrTx, options: { completedSince: Date; perLane: number }) {
  const lane = (status: 'planned' | 'in_progress' | 'completed') =>
    db
      .select({
        id: suggestions.id,
        suggestionTitle: suggestions.suggestionTitle,
        textLanguage: suggestions.textLanguage,
        upvotes: suggestions.upvotes,
        commentCount,
        updatedAt: suggestions.updatedAt,
      })
      .from(suggestions)
      .where(
        and(
          eq(suggestions.status, status),
          isNull(suggestions.mergedIntoId),
          status === 'completed' ? gte(suggestions.updatedAt, options.completedSince) : undefined,
        ),
      )
      .orderBy(
        ...(status === 'completed'
          ? [desc(suggestions.updatedAt), desc(suggestions.id)]
          : [desc(suggestions.upvotes), desc(suggestions.id)]),
      )
      .limit(options.perLane);
  const [planned, inProgress, completed] = await Promise.all([lane('planned'), lane('in_progress'), lane('completed')]);
  return { planned, in_progress: inProgress, completed };
}
