import { z } from 'zod';
import { LANGUAGE_CODES, type Language } from '../languages.ts';
import { idField, pageField, queryIdField } from './fields.ts';
import { canonicalLicenceKey, LICENCE_KEY_MAX_LENGTH } from './licences.ts';
import {
  CHANGELOG_PAGE_SIZE,
  RELEASE_LIMITS,
  RELEASE_MESSAGES,
  RELEASE_STATUSES,
  SEMVER_PATTERN,
} from './releases.constants.ts';

export * from './releases.constants.ts';

export const versionField = z
  .string({ error: RELEASE_MESSAGES.versionRequired })
  .trim()
  .min(1, RELEASE_MESSAGES.versionRequired)
  .max(RELEASE_LIMITS.version, RELEASE_MESSAGES.versionInvalid)
  .regex(SEMVER_PATTERN, RELEASE_MESSAGES.versionInvalid);

const minPlatformVersionField = z
  .string({ error: RELEASE_MESSAGES.minPlatformVersionRequired })
  .trim()
  .min(1, RELEASE_MESSAGES.minPlatformVersionRequired)
  .max(RELEASE_LIMITS.minPlatformVersion, RELEASE_MESSAGES.minPlatformVersionRequired);

/** Markdown notes per language; English is the fallback for the others. Empty texts are dropped. */
export const ReleaseNotesSchema = z
  .partialRecord(
    z.enum(LANGUAGE_CODES as [Language, ...Language[]]),
    z.string().max(RELEASE_LIMITS.notes, RELEASE_MESSAGES.notesTooLong),
  )
  .transform((notes) => Object.fromEntries(Object.entries(notes).filter(([, text]) => text && text.trim() !== '')));
export type ReleaseNotes = Partial<Record<Language, string>>;

/** The text fields of an upload (multipart fields; `notes` is a JSON object per language). */
export const CreateReleaseFields = z
  .object({
    indicatorId: z.coerce.number().pipe(idField('Indicator id')),
    version: versionField,
    minPlatformVersion: minPlatformVersionField,
    status: z.enum(RELEASE_STATUSES).default('draft'),
    notes: ReleaseNotesSchema.default({}),
  })
  .strict();
export type CreateReleaseFields = z.output<typeof CreateReleaseFields>;

export const UpdateReleaseInput = z
  .object({
    id: idField('Release id'),
    minPlatformVersion: minPlatformVersionField.optional(),
    status: z.enum(RELEASE_STATUSES).optional(),
    notes: ReleaseNotesSchema.optional(),
  })
  .strict();

export const WithdrawReleaseInput = z
  .object({
    id: idField('Release id'),
    /** false restores a withdrawn release. */
    withdrawn: z.boolean().default(true),
  })
  .strict();

export const ListReleasesQuery = z.object({ indicatorId: queryIdField('Indicator id') }).strict();

export const ReleaseDtoSchema = z.object({
  id: z.number(),
  indicatorId: z.number(),
  indicatorName: z.string(),
  version: z.string(),
  /** In the caller's language, English when there is no translation (Markdown as written). */
  notes: z.string(),
  /** `notes` as sanitised HTML, rendered by the server; empty without notes. */
  notesHtml: z.string(),
  /** The language `notes` is in: the caller's, or `en` when it fell back. */
  notesLang: z.enum(LANGUAGE_CODES as [Language, ...Language[]]),
  minPlatformVersion: z.string(),
  status: z.enum(RELEASE_STATUSES),
  withdrawn: z.boolean(),
  sha256: z.string(),
  size: z.number(),
  fileName: z.string(),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /** Admins only: every language's notes and the number of downloads. */
  notesByLanguage: z.record(z.string(), z.string()).optional(),
  downloadCount: z.number().optional(),
  /**
   * Customers only: published after the end of their updates window, so listed but
   * refused by the download with `updates_expired` until they renew.
   */
  updatesExpired: z.boolean().optional(),
});
export type ReleaseDto = z.infer<typeof ReleaseDtoSchema>;

export const ListReleasesResponse = z.object({ releases: z.array(ReleaseDtoSchema) });
export const ReleaseResponse = z.object({ release: ReleaseDtoSchema });

export const RequestDownloadInput = z.object({ releaseId: idField('Release id') }).strict();
export const DownloadLinkResponse = z.object({ url: z.string(), expiresAt: z.iso.datetime({ offset: true }) });

/** The add-on's key, in the form it is stored (imported keys included). */
const updateCheckKey = z
  .string({ error: RELEASE_MESSAGES.licenceKeyNotFound })
  .trim()
  .min(1)
  .max(LICENCE_KEY_MAX_LENGTH)
  .transform(canonicalLicenceKey);

export const LatestReleaseQuery = z
  .object({
    key: updateCheckKey,
    product: queryIdField('Product'),
  })
  .strict();
export const LatestReleaseInput = z
  .object({
    key: updateCheckKey,
    product: idField('Product'),
  })
  .strict();
export const LatestReleaseResponse = z.object({
  version: z.string(),
  minPlatformVersion: z.string(),
  size: z.number(),
  sha256: z.string(),
  notes: z.string(),
  publishedAt: z.iso.datetime({ offset: true }),
  /** The key's end of updates (null: forever); when this version came after it, there is no link. */
  updatesUntil: z.iso.datetime({ offset: true }).nullable(),
  updatesExpired: z.boolean(),
  downloadUrl: z.string().optional(),
  expiresAt: z.iso.datetime({ offset: true }).optional(),
});

/** GET /_api/changelog: a page of entries; `lang` picks the notes' language (else the request's). */
export const ChangelogQuery = z
  .object({
    page: pageField(),
    lang: z.enum(LANGUAGE_CODES as [Language, ...Language[]]).optional(),
  })
  .strict();

export const ChangelogEntrySchema = z.object({
  /** `v<version>`; `v<version>-<date>` for a later entry of a version that had one already. */
  anchor: z.string(),
  version: z.string(),
  /** The UTC day it was published, `YYYY-MM-DD`. */
  date: z.string(),
  /** By name; `anchor` is `changelogAnchor(indicator, version)`. */
  indicators: z.array(z.object({ id: z.number(), name: z.string(), anchor: z.string() })),
  /**
   * The release notes as sanitised HTML, one block per distinct text (usually one for the whole
   * entry), with the indicators it belongs to and its language (`en` when it fell back).
   */
  notes: z.array(
    z.object({
      indicatorIds: z.array(z.number()),
      html: z.string(),
      lang: z.enum(LANGUAGE_CODES as [Language, ...Language[]]),
    }),
  ),
});
export type ChangelogEntry = z.infer<typeof ChangelogEntrySchema>;

export const ChangelogResponse = z.object({
  entries: z.array(ChangelogEntrySchema),
  pagination: z.object({
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
    pageSize: z.literal(CHANGELOG_PAGE_SIZE),
  }),
});
export type ChangelogResponse = z.infer<typeof ChangelogResponse>;

/** Update notices: whether the signed-in owner gets an e-mail when a new version is published. */
export const ReleaseNoticesResponse = z.object({ subscribed: z.boolean() });
export const SetReleaseNoticesInput = z.strictObject({
  subscribed: z.boolean({ error: 'Subscribed must be true or false.' }),
});
