import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '#shared/contracts/import.constants.ts';
import { defineErrors } from '../platform/errors.ts';

/** The codes this domain answers with: each one's kind (HTTP status) and English text, once (docs/decisions/error-catalogue.md). */
export const IMPORT_ERRORS = defineErrors({
  import_not_found: { kind: 'not_found', message: IMPORT_MESSAGES.notFound },
  import_running: { kind: 'conflict', message: IMPORT_MESSAGES.running },
  import_not_resumable: { kind: 'conflict', message: IMPORT_MESSAGES.notResumable },
  import_file_missing: { kind: 'bad_request', message: IMPORT_MESSAGES.fileMissing },
  /** The sentence names the size limit (`IMPORT_MESSAGES.tooLarge`). */
  import_file_too_large: {
    kind: 'payload_too_large',
    message: IMPORT_MESSAGES.tooLarge(IMPORT_MAX_BYTES / (1024 * 1024)),
  },
  /** The sentence names what the source expects (`IMPORT_MESSAGES.fileType`). */
  import_file_type: { kind: 'bad_request', message: IMPORT_MESSAGES.fileType('the file this source exports') },
  /** The sentence names the missing columns (`IMPORT_MESSAGES.missingColumns`). */
  import_missing_column: { kind: 'bad_request', message: IMPORT_MESSAGES.missingColumns(['…']) },
});
