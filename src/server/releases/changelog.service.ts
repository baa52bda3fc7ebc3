import { CHANGELOG_PAGE_SIZE, changelogAnchor, type ChangelogResponse } from '#shared/contracts/releases.ts';
import type { Language } from '#shared/languages.ts';
import type { DbOrTx } from '../platform/db.ts';
import { notesFor, notesToHtml } from './release-notes.ts';
import * as repo from './releases.repo.ts';
import { compareSemver } from './semver.ts';

type Entry = ChangelogResponse['entries'][number];
type PublicRelease = Awaited<ReturnType<typeof repo.listPublicReleases>>[number];

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * One entry per version and UTC day: the seeded 3.2.0 of fourteen indicators is one entry listing
 * them, not fourteen. Within an entry, indicators that share a text share one notes block.
 */
function toEntry(version: string, date: string, rows: PublicRelease[], language: Language): Omit<Entry, 'anchor'> {
  const sorted = [...rows].sort(
    (a, b) => a.indicatorName.localeCompare(b.indicatorName, 'en') || a.indicatorId - b.indicatorId,
  );
  const blocks = new Map<string, Entry['notes'][number]>();
  for (const row of sorted) {
    const notes = notesFor(row.notes, language);
    if (!notes) continue;
    const key = `${notes.lang}\n${notes.text}`;
    const block = blocks.get(key);
    if (block) block.indicatorIds.push(row.indicatorId);
    else blocks.set(key, { indicatorIds: [row.indicatorId], html: notesToHtml(notes.text), lang: notes.lang });
  }
  return {
    version,
    date,
    indicators: sorted.map((row) => ({
      id: row.indicatorId,
      name: row.indicatorName,
      anchor: changelogAnchor({ id: row.indicatorId, name: row.indicatorName }, version),
    })),
    notes: [...blocks.values()].filter((block) => block.html !== ''),
  };
}

/**
 * GET /_api/changelog: every public release grouped into entries, newest day first (then the
 * higher version), one page of them. The first entry of a version is anchored `v<version>` for
 * good: a later release of the same version (another indicator, another day) gets
 * `v<version>-<date>`, so an anchor handed out never moves to another entry.
 */
export async function changelog(db: DbOrTx, page: number, language: Language): Promise<ChangelogResponse> {
  const groups = new Map<string, { version: string; date: string; rows: PublicRelease[] }>();
  for (const row of await repo.listPublicReleases(db)) {
    const date = utcDay(row.publishedAt);
    const key = `${row.version}\n${date}`;
    const group = groups.get(key);
    if (group) group.rows.push(row);
    else groups.set(key, { version: row.version, date, rows: [row] });
  }
  const ordered = [...groups.values()].sort(
    (a, b) => b.date.localeCompare(a.date) || compareSemver(b.version, a.version),
  );
  const anchors = new Map<(typeof ordered)[number], string>();
  const seen = new Set<string>();
  for (const group of [...ordered].reverse()) {
    anchors.set(group, seen.has(group.version) ? `v${group.version}-${group.date}` : `v${group.version}`);
    seen.add(group.version);
  }
  const start = (page - 1) * CHANGELOG_PAGE_SIZE;
  return {
    entries: ordered.slice(start, start + CHANGELOG_PAGE_SIZE).map((group) => ({
      anchor: anchors.get(group)!,
      ...toEntry(group.version, group.date, group.rows, language),
    })),
    pagination: {
      currentPage: page,
      totalPages: Math.ceil(ordered.length / CHANGELOG_PAGE_SIZE),
      totalCount: ordered.length,
      pageSize: CHANGELOG_PAGE_SIZE,
    },
  };
}
