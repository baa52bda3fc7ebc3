import { defineErrors } from '../platform/errors.ts';

/** The codes this domain answers with: each one's kind (HTTP status) and English text, once (docs/decisions/error-catalogue.md). */
export const BACKUPS_ERRORS = defineErrors({
  backup_in_progress: { kind: 'conflict', message: 'A backup is already running.' },
});
