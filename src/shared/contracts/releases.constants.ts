// Releases: zod-free constants and SPEC-style English messages, so pages can use them
// without loading zod. The wire carries a stable `code` next to each message (error-codes.ts).

export const RELEASE_STATUSES = ['draft', 'published'] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];

/** Semantic version 2.0.0 (`1.4.0`, `2.0.0-beta.1`, `1.0.0+build.5`), without a leading `v`. */
export const SEMVER_PATTERN =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

export const RELEASE_LIMITS = {
  version: 64,
  notes: 20_000,
  minPlatformVersion: 32,
  fileName: 200,
} as const;

/** How long a download link works (five minutes). */
export const DOWNLOAD_LINK_TTL_SECONDS = 300;

/** The URL a download link points to (`?token=`): the app streams the file from disk with `Range` support. */
export const RELEASE_FILE_PATH = '/_api/releases/file';

/** Release update e-mails: the one-click unsubscribe (RFC 8058, `?token=`) and the page their link opens. */
export const RELEASE_NOTICES_UNSUBSCRIBE_PATH = '/_api/releases/notices/unsubscribe';
export const RELEASE_NOTICES_UNSUBSCRIBE_PAGE = '/releases/unsubscribe';

export const RELEASE_MESSAGES = {
  versionRequired: 'Version is required.',
  versionInvalid: 'Version must be a semantic version such as 1.2.0.',
  minPlatformVersionRequired: 'Minimum platform version is required.',
  notesTooLong: 'Release notes must be at most 20,000 characters.',
  fileMissing: 'Please choose the release file (.zip).',
  notMultipart: 'Send the release as multipart/form-data with the fields first and the file last.',
  notZip: 'The file is not a .zip archive.',
  fileNameInvalid: 'The file name must not contain control characters.',
  tooLarge: (megabytes: number) => `The file is larger than ${megabytes} MB.`,
  versionExists: 'This version already exists for this product.',
  releaseNotFound: 'Release not found.',
  releaseUnavailable: 'This version is not available for download.',
  notOwned: 'You do not own this product.',
  licenceInactive:
    'Your licence for this product has been revoked or refunded, so its downloads are no longer available.',
  licenceDisputed:
    'Your licence for this product is suspended during a payment dispute. Its downloads come back if the dispute is settled in your favour.',
  licenceKeyNotFound: 'Licence key not found.',
  updatesExpired: 'Your updates for this product have ended. Renew updates to download this version.',
  noPublishedRelease: 'No published release for this product yet.',
  linkInvalid: 'This download link is not valid.',
  linkExpired: 'This download link has expired. Please start the download again from your Orders page.',
  linkOtherUser: 'This download link belongs to another account.',
  linkUsed:
    'This download link was already used from another connection. Please start the download again from your Orders page.',
  rangeNotSatisfiable: 'The requested range is beyond the end of the file.',
} as const;

/** Entries (a version released on one day, for one or many indicators) per page of /changelog. */
export const CHANGELOG_PAGE_SIZE = 20;

/** `Volume Profile Pro` → `volume-profile-pro`; `indicator-<id>` when the name has no Latin letters or digits. */
export function indicatorSlug(indicator: { id: number; name: string }): string {
  const slug = indicator.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || `indicator-${indicator.id}`;
}

/**
 * The stable anchor of one indicator's version on /changelog (`/changelog#volume-profile-pro-3.2.0`),
 * for links from the library or an update e-mail. A version released for many indicators on one
 * day is one entry, anchored `#v<version>`, listing each indicator under its own anchor.
 */
export function changelogAnchor(indicator: { id: number; name: string }, version: string): string {
  return `${indicatorSlug(indicator)}-${version}`;
}
