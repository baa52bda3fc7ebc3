import { defineEndpoint } from './endpoint.ts';

// Backups: signed-in admins only (no API key scope reaches them).
const schemas = () => import('./backups.ts');

/** GET /_api/admin/backups: the kept backups, newest first, with this instance's run in progress. */
export const listBackups = defineEndpoint({
  method: 'GET',
  path: '/_api/admin/backups',
  role: 'admin',
  errors: [],
  schemas: () => schemas().then((c) => ({ response: c.ListBackupsResponseSchema })),
});

/** POST /_api/admin/backups: starts a backup; it runs on after the answer (status `running`). */
export const startBackup = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/backups',
  role: 'admin',
  status: 201,
  errors: ['backup_in_progress'],
  schemas: () => schemas().then((c) => ({ body: c.StartBackupInputSchema, response: c.StartBackupResponseSchema })),
});
