import { defineEndpoint } from './endpoint.ts';

// Releases and downloads. Plain data plus a lazy schema import, so pages may import
// these without loading zod; see ./endpoint.ts. The file a download link points to is a stream,
// registered by hand at RELEASE_FILE_PATH (releases.constants.ts).
const schemas = () => import('./releases.ts');

/**
 * POST /_api/admin/releases: a multipart upload (the text fields of `CreateReleaseFields` first,
 * then `file`), streamed to storage; answers 201 `{ release }`. No body schema: the handler reads
 * the parts as they arrive.
 */
export const uploadRelease = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/releases',
  role: 'admin',
  scope: 'catalogue:write',
  status: 201,
  errors: [
    'indicator_not_found',
    'release_version_exists',
    'release_file_missing',
    'release_file_not_zip',
    'release_file_name_invalid',
    'release_file_too_large',
  ],
  schemas: () => schemas().then((c) => ({ response: c.ReleaseResponse })),
});

/** GET /_api/releases?indicatorId=: an owner's (or an admin's) versions with notes, size and SHA-256. */
export const listReleases = defineEndpoint({
  method: 'GET',
  path: '/_api/releases',
  role: 'user',
  errors: ['indicator_not_found', 'release_not_owned', 'licence_inactive', 'licence_suspended', 'licence_disputed'],
  schemas: () => schemas().then((c) => ({ query: c.ListReleasesQuery, response: c.ListReleasesResponse })),
});

/** POST /_api/releases/download: a 5-minute link to the file, bound to the user. */
export const requestDownload = defineEndpoint({
  method: 'POST',
  path: '/_api/releases/download',
  role: 'user',
  errors: [
    'release_not_found',
    'release_unavailable',
    'release_not_owned',
    'licence_inactive',
    'licence_suspended',
    'licence_disputed',
    'updates_expired',
    'rate_limited',
  ],
  schemas: () => schemas().then((c) => ({ body: c.RequestDownloadInput, response: c.DownloadLinkResponse })),
});

/** GET /_api/licences/latest?key=&product=: the add-on's update check. Rate limited per key. */
export const latestRelease = defineEndpoint({
  method: 'GET',
  path: '/_api/licences/latest',
  role: 'public',
  errors: ['licence_key_not_found', 'release_not_owned', 'licence_inactive', 'release_not_found', 'rate_limited'],
  schemas: () => schemas().then((c) => ({ query: c.LatestReleaseQuery, response: c.LatestReleaseResponse })),
});

/** POST /_api/licences/latest {key, product}: the same update check for an add-on that prefers a body to a query. */
export const latestReleaseByPost = defineEndpoint({
  method: 'POST',
  path: '/_api/licences/latest',
  role: 'public',
  errors: ['licence_key_not_found', 'release_not_owned', 'licence_inactive', 'release_not_found', 'rate_limited'],
  schemas: () => schemas().then((c) => ({ body: c.LatestReleaseInput, response: c.LatestReleaseResponse })),
});

/** POST /_api/admin/releases/update: notes, minimum platform version, draft or published. */
export const updateRelease = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/releases/update',
  role: 'admin',
  scope: 'catalogue:write',
  errors: ['release_not_found'],
  schemas: () => schemas().then((c) => ({ body: c.UpdateReleaseInput, response: c.ReleaseResponse })),
});

/** POST /_api/admin/releases/withdraw: hides a release from libraries (the file is kept); `withdrawn: false` restores it. */
export const withdrawRelease = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/releases/withdraw',
  role: 'admin',
  scope: 'catalogue:write',
  errors: ['release_not_found'],
  schemas: () => schemas().then((c) => ({ body: c.WithdrawReleaseInput, response: c.ReleaseResponse })),
});

/**
 * GET /_api/changelog?page=&lang=: the published, not withdrawn releases as changelog entries,
 * newest first (a version released for many indicators on one day is one entry), notes as
 * sanitised HTML. The same for every visitor of a language: served from the public cache.
 */
export const getChangelog = defineEndpoint({
  method: 'GET',
  path: '/_api/changelog',
  role: 'public',
  errors: [],
  schemas: () => schemas().then((c) => ({ query: c.ChangelogQuery, response: c.ChangelogResponse })),
});

// Update notices: the e-mail owners get when a new version is published, on by default.
const subscriptionSchemas = () => import('./mail-subscription.ts');

/** GET /_api/releases/notices/subscription?token=: whether the owner behind an e-mail's link still gets update notices. */
export const getReleaseNoticeSubscription = defineEndpoint({
  method: 'GET',
  path: '/_api/releases/notices/subscription',
  role: 'public',
  errors: ['unsubscribe_link_invalid', 'rate_limited'],
  schemas: () => subscriptionSchemas().then((c) => ({ query: c.SubscriptionQuery, response: c.SubscriptionResponse })),
});

/** POST /_api/releases/notices/subscription: switch update notices off (or on again) with the e-mail's token, no sign-in. */
export const setReleaseNoticeSubscription = defineEndpoint({
  method: 'POST',
  path: '/_api/releases/notices/subscription',
  role: 'public',
  errors: ['unsubscribe_link_invalid', 'rate_limited'],
  schemas: () =>
    subscriptionSchemas().then((c) => ({ body: c.SetSubscriptionInput, response: c.SubscriptionResponse })),
});

/** GET /_api/releases/notices: whether the signed-in user gets update notices. */
export const getReleaseNotices = defineEndpoint({
  method: 'GET',
  path: '/_api/releases/notices',
  role: 'user',
  errors: [],
  schemas: () => schemas().then((c) => ({ response: c.ReleaseNoticesResponse })),
});

/** POST /_api/releases/notices: the toggle on /orders. */
export const setReleaseNotices = defineEndpoint({
  method: 'POST',
  path: '/_api/releases/notices',
  role: 'user',
  errors: [],
  schemas: () => schemas().then((c) => ({ body: c.SetReleaseNoticesInput, response: c.ReleaseNoticesResponse })),
});
