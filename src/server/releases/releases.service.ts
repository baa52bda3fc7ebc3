import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type * as z from 'zod';
import {
  CreateReleaseFields,
  RELEASE_MESSAGES,
  type ReleaseDto,
  type ReleaseNotes,
  type UpdateReleaseInput,
} from '#shared/contracts/releases.ts';
import { fieldCodeOf, type FieldCode } from '#shared/error-codes.ts';
import type { Language } from '#shared/languages.ts';
import type { Db } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { notesFor, notesToHtml } from './release-notes.ts';
import { insertAnnouncement } from './notices.repo.ts';
import * as repo from './releases.repo.ts';
import { byVersionDescending } from './semver.ts';
import { widestWindow, withinUpdates } from '../store/index.ts';
import type { StagedFile } from './upload.ts';

const notFound = () => appError('release_not_found');
const indicatorNotFound = () => appError('indicator_not_found');
const versionExists = () => appError('release_version_exists');
export const unavailable = () => appError('release_unavailable');

/** The notes in `language`, English when there is no translation. */
export function notesIn(notes: ReleaseNotes, language: Language): string {
  return notesFor(notes, language)?.text ?? '';
}

export function toDto(row: repo.ReleaseWithProduct, language: Language, admin?: { downloadCount: number }): ReleaseDto {
  const notes = notesFor(row.notes, language);
  return {
    id: row.id,
    indicatorId: row.indicatorId,
    indicatorName: row.indicatorName,
    version: row.version,
    notes: notes?.text ?? '',
    notesHtml: notes ? notesToHtml(notes.text) : '',
    notesLang: notes?.lang ?? language,
    minPlatformVersion: row.minPlatformVersion,
    status: row.status,
    withdrawn: row.withdrawn,
    sha256: row.sha256,
    size: row.size,
    fileName: row.fileName,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    ...(admin ? { notesByLanguage: row.notes, downloadCount: admin.downloadCount } : {}),
  };
}

/** The multipart text fields, checked like a JSON body (`notes` arrives as a JSON text). */
export function parseUploadFields(fields: Record<string, string>) {
  let notes: unknown;
  try {
    notes = fields.notes === undefined || fields.notes === '' ? undefined : JSON.parse(fields.notes);
  } catch {
    notes = fields.notes;
  }
  const parsed = CreateReleaseFields.safeParse({ ...fields, notes });
  if (parsed.success) return parsed.data;
  const details: Record<string, string> = {};
  const fieldCodes: Record<string, FieldCode> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.') || '_';
    if (path in details) continue;
    details[path] = issue.message;
    fieldCodes[path] = fieldCodeOf(issue);
  }
  const first = parsed.error.issues[0]?.message ?? 'Invalid request.';
  throw appError('validation_failed', { message: first, details, fieldCodes });
}

/** Before the file is read: the product exists and the version is new. */
export async function checkUploadFields(db: Db, fields: Record<string, string>) {
  const input = parseUploadFields(fields);
  if (!(await repo.findProduct(db, input.indicatorId))) throw indicatorNotFound();
  if (await repo.versionExists(db, input.indicatorId, input.version)) throw versionExists();
  return input;
}

/**
 * Stores the staged file under a fresh key, then inserts the row. A concurrent upload of the same
 * version loses at the unique index and deletes its object, so one release and one file remain.
 */
export async function createRelease(
  db: Db,
  storage: FileStorage,
  fields: Record<string, string>,
  file: StagedFile,
  language: Language,
): Promise<ReleaseDto> {
  const input = await checkUploadFields(db, fields);
  const storageKey = `releases/${input.indicatorId}/${randomUUID()}.zip`;
  await storage.put(storageKey, createReadStream(file.path), file.size);
  let inserted: { id: number } | undefined;
  try {
    inserted = await db.transaction(async (tx) => {
      const row = await repo.insertRelease(tx, {
        indicatorId: input.indicatorId,
        version: input.version,
        notes: input.notes,
        minPlatformVersion: input.minPlatformVersion,
        status: input.status,
        sha256: file.sha256,
        size: file.size,
        storageKey,
        fileName: file.fileName.slice(0, 200),
        publishedAt: input.status === 'published' ? new Date() : null,
      });
      if (row && input.status === 'published') await insertAnnouncement(tx, row.id);
      return row;
    });
  } finally {
    if (!inserted) await storage.delete(storageKey);
  }
  if (!inserted) throw versionExists();
  const row = await repo.findRelease(db, inserted.id);
  if (!row) throw notFound();
  return toDto(row, language, { downloadCount: 0 });
}

export async function updateRelease(db: Db, input: z.output<typeof UpdateReleaseInput>, language: Language) {
  await db.transaction(async (tx) => {
    const row = await repo.lockRelease(tx, input.id);
    if (!row) throw notFound();
    await repo.updateRelease(tx, input.id, {
      ...(input.minPlatformVersion !== undefined ? { minPlatformVersion: input.minPlatformVersion } : {}),
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...(input.status === 'published' && !row.publishedAt ? { publishedAt: new Date() } : {}),
    });
    // Update notices: recorded with the publication itself, once per release (the key ignores a repeat).
    if (input.status === 'published' && row.status !== 'published') await insertAnnouncement(tx, input.id);
  });
  return adminDto(db, input.id, language);
}

export async function withdrawRelease(db: Db, input: { id: number; withdrawn: boolean }, language: Language) {
  if (!(await repo.findRelease(db, input.id))) throw notFound();
  await repo.updateRelease(db, input.id, {
    withdrawn: input.withdrawn,
    withdrawnAt: input.withdrawn ? new Date() : null,
  });
  return adminDto(db, input.id, language);
}

async function adminDto(db: Db, id: number, language: Language) {
  const row = await repo.findRelease(db, id);
  if (!row) throw notFound();
  const counts = await repo.downloadCounts(db, [id]);
  return toDto(row, language, { downloadCount: counts.get(id) ?? 0 });
}

type Held = { status: string; indicatorId: number; kind: string; updatesUntil: Date | null; disputed: boolean };

/**
 * Whether the user may see and download `productId`: an active licence for it or for the bundle.
 * Refused with 403: `licence_disputed` when a licence is suspended during a payment dispute,
 * `licence_suspended` when suspended otherwise, `licence_inactive` when revoked or refunded,
 * `release_not_owned` when there are none. Answers the end of the widest updates window among
 * the active ones (null: updates forever).
 */
export async function assertOwner(db: Db, userId: number, productId: number): Promise<Date | null> {
  return refuseUnlessOwner(await repo.licencesCovering(db, userId, productId), productId);
}

function refuseUnlessOwner(held: Held[], productId: number): Date | null {
  const active = held.filter((l) => l.status === 'active');
  if (active.length > 0) return widestWindow(active.map((l) => l.updatesUntil)) ?? null;
  const covering = held.filter((l) => l.indicatorId === productId || l.kind === 'bundle');
  if (covering.length === 0) throw appError('release_not_owned');
  // A key suspended while its order's payment is disputed is not "revoked or refunded".
  const suspended = covering.filter((l) => l.status === 'suspended');
  if (suspended.some((l) => l.disputed)) throw appError('licence_disputed');
  if (suspended.length > 0) throw appError('licence_suspended');
  throw appError('licence_inactive');
}

const updatesExpired = () => appError('updates_expired');

/** GET /_api/releases: everything for an admin; the published, not withdrawn versions for an owner. */
export async function listReleases(
  db: Db,
  user: { id: number; role: string },
  productId: number,
  language: Language,
): Promise<ReleaseDto[]> {
  // The product and the user's licences for it in one round trip (an admin's are not looked at).
  const found = await repo.findProductWithCover(db, productId, user.id);
  if (!found) throw indicatorNotFound();
  const admin = user.role === 'admin';
  const window = admin ? null : refuseUnlessOwner(found.held, productId);
  const rows = (await repo.listReleases(db, found.product, { visibleOnly: !admin })).sort(byVersionDescending);
  // Versions published after the owner's updates window are listed, marked, not downloadable.
  if (!admin)
    return rows.map((row) => ({ ...toDto(row, language), updatesExpired: !withinUpdates(row.publishedAt, window) }));
  const counts = await repo.downloadCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toDto(row, language, { downloadCount: counts.get(row.id) ?? 0 }));
}

/**
 * A release a customer may download now: published, not withdrawn, theirs with an active licence,
 * and published within their updates window (403 `updates_expired` after it).
 */
export async function downloadableRelease(db: Db, userId: number, releaseId: number) {
  const row = await repo.findRelease(db, releaseId);
  if (!row) throw notFound();
  const window = await assertOwner(db, userId, row.indicatorId);
  if (row.status !== 'published' || row.withdrawn) throw unavailable();
  if (!withinUpdates(row.publishedAt, window)) throw updatesExpired();
  return row;
}

/** The newest published, not withdrawn release of a product, for the add-on's update check. */
export async function latestRelease(db: Db, productId: number) {
  const product = await repo.findProduct(db, productId);
  if (!product) throw notFound();
  const rows = await repo.listReleases(db, { id: product.id, kind: 'indicator' }, { visibleOnly: true });
  const [latest] = rows.sort(byVersionDescending);
  if (!latest) throw appError('release_not_found', { message: RELEASE_MESSAGES.noPublishedRelease });
  return latest;
}

/**
 * The owner of a licence key, if it may download `productId` (its own product, or any with a
 * bundle key), and the key's updates window (null: forever).
 */
export async function licenceOwner(
  db: Db,
  key: string,
  productId: number,
): Promise<{ userId: number; updatesUntil: Date | null }> {
  const licence = await repo.findLicenceByKey(db, key);
  if (!licence) throw appError('licence_key_not_found');
  if (licence.indicatorId !== productId && licence.kind !== 'bundle') throw appError('release_not_owned');
  if (licence.status !== 'active') throw appError('licence_inactive');
  return { userId: licence.userId, updatesUntil: licence.updatesUntil };
}
