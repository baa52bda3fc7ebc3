import { defineErrors } from '../platform/errors.ts';
import { RELEASE_MESSAGES } from '#shared/contracts/releases.constants.ts';

/** The codes this domain answers with: each one's kind (HTTP status) and English text, once (docs/decisions/error-catalogue.md). */
export const RELEASES_ERRORS = defineErrors({
  download_link_expired: { kind: 'forbidden', message: RELEASE_MESSAGES.linkExpired },
  download_link_invalid: { kind: 'forbidden', message: RELEASE_MESSAGES.linkInvalid },
  download_link_other_user: { kind: 'forbidden', message: RELEASE_MESSAGES.linkOtherUser },
  download_link_used: { kind: 'forbidden', message: RELEASE_MESSAGES.linkUsed },
  licence_disputed: { kind: 'forbidden', message: RELEASE_MESSAGES.licenceDisputed },
  licence_inactive: { kind: 'forbidden', message: RELEASE_MESSAGES.licenceInactive },
  release_file_missing: { kind: 'bad_request', message: RELEASE_MESSAGES.fileMissing },
  release_file_name_invalid: { kind: 'bad_request', message: RELEASE_MESSAGES.fileNameInvalid },
  release_file_not_zip: { kind: 'bad_request', message: RELEASE_MESSAGES.notZip },
  // The text names the configured limit: upload.ts passes it.
  release_file_too_large: { kind: 'payload_too_large', message: 'The file is too large.' },
  release_not_found: { kind: 'not_found', message: RELEASE_MESSAGES.releaseNotFound },
  release_not_owned: { kind: 'forbidden', message: RELEASE_MESSAGES.notOwned },
  release_unavailable: { kind: 'not_found', message: RELEASE_MESSAGES.releaseUnavailable },
  release_version_exists: { kind: 'conflict', message: RELEASE_MESSAGES.versionExists },
  updates_expired: { kind: 'forbidden', message: RELEASE_MESSAGES.updatesExpired },
});
