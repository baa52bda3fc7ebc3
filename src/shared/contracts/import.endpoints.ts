import { defineEndpoint } from './endpoint.ts';

// "Bring your customers"; schemas in ./import.ts.
const schemas = () => import('./import.ts');

/**
 * POST /_api/admin/import (multipart: `source`, `file`, `dryRun`, `invite`, `product`): a dry run
 * answers `{report}`; a real run answers `{import}` at once and goes on as a job.
 */
export const startImport = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/import',
  role: 'admin',
  errors: [
    'import_running',
    'import_file_missing',
    'import_file_type',
    'import_file_too_large',
    'import_missing_column',
    'indicator_not_found',
  ],
  schemas: () => schemas().then((c) => ({ response: c.StartImportResponseSchema })),
});

/** GET /_api/admin/import?id=: a run's progress and result (the latest without `id`). */
export const getImport = defineEndpoint({
  method: 'GET',
  path: '/_api/admin/import',
  role: 'admin',
  errors: ['import_not_found'],
  schemas: () => schemas().then((c) => ({ query: c.ImportQuerySchema, response: c.ImportRunResponseSchema })),
});

/** POST /_api/admin/import/resume {id}: a failed run goes on after its last committed batch. */
export const resumeImport = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/import/resume',
  role: 'admin',
  errors: ['import_not_found', 'import_not_resumable', 'import_running'],
  schemas: () => schemas().then((c) => ({ body: c.ImportIdInputSchema, response: c.ImportRunResponseSchema })),
});

/** POST /_api/admin/import/rollback {id}: a failed run's customers, orders, keys and machines are removed. */
export const rollbackImport = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/import/rollback',
  role: 'admin',
  errors: ['import_not_found', 'import_not_resumable', 'import_running'],
  schemas: () => schemas().then((c) => ({ body: c.ImportIdInputSchema, response: c.ImportRunResponseSchema })),
});
