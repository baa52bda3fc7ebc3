import { inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Language } from '#shared/languages.ts';
import type { Db, DbOrTx } from '../platform/db.ts';
import { bigramText, SEARCH_CONFIG, stripMarks, usesBigrams } from './search-config.ts';
import type { SearchDocument } from './search-document.ts';
import { searchDocuments } from './search.schema.ts';

const INSERT_BATCH = 200;

/** The text a row's vector is built from: bigrams for Chinese, the text itself otherwise. */
const indexText = (language: Language, text: string) => (usesBigrams(language) ? bigramText(text) : text);

/** Title (weight A) above summary (B) above body (D), with the language's configuration. */
function vectorOf(document: SearchDocument): SQL {
  const config = SEARCH_CONFIG[document.language];
  const text = (value: string) => indexText(document.language, value);
  return sql`setweight(to_tsvector(${config}::regconfig, ${text(document.rankedTitle ?? document.title)}), 'A') || setweight(to_tsvector(${config}::regconfig, ${text(document.summary ?? '')}), 'B') || to_tsvector(${config}::regconfig, ${text(document.body)})`;
}

/** What identifies a document in the index: one source's text in one language. */
const keyOf = (d: { kind: string; sourceId: string; language: string }) =>
  `${d.kind}\u0000${d.sourceId}\u0000${d.language}`;

/** What a document's row holds (marks stripped), to tell whether it changed since it was indexed. */
function rowOf(document: SearchDocument) {
  return {
    kind: document.kind,
    sourceId: document.sourceId,
    language: document.language,
    title: stripMarks(document.title),
    summary: stripMarks(document.summary ?? ''),
    body: stripMarks(document.body),
    url: document.url,
    visibleFrom: document.visibleFrom ?? null,
  };
}

type Row = ReturnType<typeof rowOf>;
const sameRow = (a: Row, b: Row) =>
  a.title === b.title &&
  a.summary === b.summary &&
  a.body === b.body &&
  a.url === b.url &&
  (a.visibleFrom?.getTime() ?? null) === (b.visibleFrom?.getTime() ?? null);

/**
 * Makes the index hold exactly `documents`, in one transaction (readers see the old index or the
 * new one), writing only the rows that changed: a vote or a price change rewrites nothing, a new
 * post adds its rows. Building vectors is the costly part, so an unchanged index costs one read.
 * The advisory lock makes instances syncing at once take turns.
 */
export async function syncDocuments(db: Db, documents: SearchDocument[]): Promise<{ added: number; removed: number }> {
  const wanted = new Map<string, { document: SearchDocument; row: Row }>();
  for (const document of documents) wanted.set(keyOf(document), { document, row: rowOf(document) });
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('search_documents'))`);
    const existing = await tx
      .select({
        id: searchDocuments.id,
        kind: searchDocuments.kind,
        sourceId: searchDocuments.sourceId,
        language: searchDocuments.language,
        title: searchDocuments.title,
        summary: searchDocuments.summary,
        body: searchDocuments.body,
        url: searchDocuments.url,
        visibleFrom: searchDocuments.visibleFrom,
      })
      .from(searchDocuments);
    const kept = new Set<string>();
    const stale: number[] = [];
    for (const { id, ...row } of existing) {
      const key = keyOf(row);
      const want = wanted.get(key);
      if (want && !kept.has(key) && sameRow(want.row, row as Row)) kept.add(key);
      else stale.push(id);
    }
    for (let i = 0; i < stale.length; i += INSERT_BATCH) {
      await tx.delete(searchDocuments).where(inArray(searchDocuments.id, stale.slice(i, i + INSERT_BATCH)));
    }
    const fresh = [...wanted.entries()].filter(([key]) => !kept.has(key)).map(([, value]) => value);
    for (let i = 0; i < fresh.length; i += INSERT_BATCH) {
      await tx
        .insert(searchDocuments)
        .values(
          fresh.slice(i, i + INSERT_BATCH).map(({ document, row }) => ({ ...row, searchVector: vectorOf(document) })),
        );
    }
    return { added: fresh.length, removed: stale.length };
  });
}

/** The query for rows of one language: websearch syntax (never a syntax error), bigrams for Chinese. */
function tsQuery(language: Language, query: string): SQL {
  if (usesBigrams(language)) return sql`plainto_tsquery('simple', ${bigramText(query)})`;
  return sql`websearch_to_tsquery(${SEARCH_CONFIG[language]}::regconfig, ${query})`;
}

export interface MatchedDocument {
  kind: string;
  language: string;
  title: string;
  /** The summary and the body: what a snippet is cut from. */
  body: string;
  url: string;
  rank: number;
  /** The query's lexemes in the row's configuration (for highlighting stemmed words). */
  lexemes: string[];
}

interface RawMatch extends Omit<MatchedDocument, 'rank' | 'lexemes'> {
  rank: number | string;
  lexemes: string[] | string;
}

/**
 * Documents matching `query` in `language` and in English, one per source (the visitor's
 * language first), best first: a title match outranks any body match, and a product's (its name)
 * any other title match (decisions/site-search.md).
 */
export async function searchIndex(
  db: DbOrTx,
  options: { query: string; language: Language; limit: number; kind?: string },
): Promise<MatchedDocument[]> {
  const languages: Language[] = options.language === 'en' ? ['en'] : [options.language, 'en'];
  const queries = sql.join(
    languages.map(
      (language) =>
        sql`(${language}::text, ${tsQuery(language, options.query)}, array(select lexeme from unnest(to_tsvector(${SEARCH_CONFIG[language]}::regconfig, ${indexText(language, options.query)}))))`,
    ),
    sql`, `,
  );
  const kind = options.kind ? sql`and d.kind = ${options.kind}` : sql``;
  const result = await db.execute(sql`
    with q(language, query, lexemes) as (values ${queries}),
    matched as (
      select d.kind, d.language, d.title, concat_ws(' ', nullif(d.summary, ''), nullif(d.body, '')) as body, d.url, q.lexemes,
        ts_rank(d.search_vector, q.query)
          + case when ts_filter(d.search_vector, '{a}') @@ q.query then case when d.kind = 'indicator' then 2 else 1 end else 0 end as rank,
        row_number() over (partition by d.kind, d.source_id order by (d.language = ${options.language}) desc) as pick
      from ${searchDocuments} d
      join q on q.language = d.language
      where d.search_vector @@ q.query
        and (d.visible_from is null or d.visible_from <= now())
        ${kind}
    )
    select kind, language, title, body, url, rank::float8 as rank, lexemes
    from matched where pick = 1
    order by rank desc, kind, title
    limit ${options.limit}`);
  const rows = (result as unknown as { rows: RawMatch[] }).rows;
  return rows.map((row) => ({
    ...row,
    rank: Number(row.rank),
    lexemes: Array.isArray(row.lexemes) ? row.lexemes : parseArray(row.lexemes),
  }));
}

/** node-postgres and PGlite both parse text[]; this covers a driver that hands back `{a,b}`. */
function parseArray(value: string): string[] {
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean)
    .map((item) => item.replace(/^"|"$/g, ''));
}

/** When the next scheduled document (a post) becomes searchable, or null. */
export async function nextVisibleAt(db: DbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`min(${searchDocuments.visibleFrom})` })
    .from(searchDocuments)
    .where(sql`${searchDocuments.visibleFrom} > now()`);
  return row?.at ? new Date(row.at) : null;
}

/** The visitor's language, then English (the fallback); English alone for English. */
const withFallback = (language: Language): Language[] => (language === 'en' ? ['en'] : [language, 'en']);

/** A row matches when `query` matches it in its own language, one of `languages` (the GIN index serves each). */
function matchesIn(languages: Language[], query: string): SQL {
  return sql.join(
    languages.map(
      (language) =>
        sql`(${searchDocuments.language} = ${language} and ${searchDocuments.searchVector} @@ ${tsQuery(language, query)})`,
    ),
    sql` or `,
  );
}

/**
 * The blog's search: the ids of posts whose text in `language` or in English
 * matches `query`, each language with its own configuration. Visibility (published, listed in
 * the language) stays the blog's.
 */
export function postIdsMatching(query: string, language: Language = 'en'): SQL {
  return sql`select ${searchDocuments.sourceId}::int from ${searchDocuments} where ${searchDocuments.kind} = 'post' and (${matchesIn(withFallback(language), query)})`;
}

/** A post's rank for the blog's search: the better of its `language` and English documents (title A, excerpt B, body D). */
export function postRank(postId: SQL | AnyColumn, query: string, language: Language = 'en'): SQL {
  const languages = withFallback(language);
  const queryOfRow = sql`case ${searchDocuments.language} ${sql.join(
    languages.map((l) => sql`when ${l} then ${tsQuery(l, query)}`),
    sql` `,
  )} end`;
  return sql`(select max(ts_rank(${searchDocuments.searchVector}, ${queryOfRow})) from ${searchDocuments} where ${searchDocuments.kind} = 'post' and ${searchDocuments.sourceId} = ${postId}::text and (${matchesIn(languages, query)}))`;
}
