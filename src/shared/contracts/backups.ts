import { z } from 'zod';

// Backups.
export const BACKUP_STATUSES = ['running', 'complete', 'failed'] as const;

export const BackupDtoSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** Bytes of the backup file (0 while it runs). */
  size: z.number().int(),
  /** Hex SHA-256 of the backup file ('' while it runs). */
  sha256: z.string(),
  /** Where it is: a file path, or `s3://bucket/key`. */
  location: z.string(),
  status: z.enum(BACKUP_STATUSES),
  /** `pg_dump` (custom format), `logical` (rows as JSON) or `pglite` (the data folder). */
  format: z.string().optional(),
  error: z.string().optional(),
});
export type BackupDto = z.infer<typeof BackupDtoSchema>;
export const ListBackupsResponseSchema = z.object({ backups: z.array(BackupDtoSchema) });
export const StartBackupInputSchema = z.object({}).strict();
export const StartBackupResponseSchema = z.object({ backup: BackupDtoSchema });
