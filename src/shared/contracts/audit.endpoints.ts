import { defineEndpoint } from './endpoint.ts';

// The audit log. Reading it is for signed-in admins only.
const schemas = () => import('./audit.ts');

/** GET /_api/admin/audit?page&actor&action&target&from&to: 50 rows a page, newest first. */
export const listAudit = defineEndpoint({
  method: 'GET',
  path: '/_api/admin/audit',
  role: 'admin',
  errors: [],
  schemas: () => schemas().then((c) => ({ query: c.AuditQuerySchema, response: c.AuditPageSchema })),
});

/** GET /_api/admin/audit/export?actor&action&target&from&to: the same rows as CSV (all pages). */
export const exportAudit = defineEndpoint({
  method: 'GET',
  path: '/_api/admin/audit/export',
  role: 'admin',
  errors: [],
  schemas: () => schemas().then((c) => ({ query: c.AuditExportQuerySchema, response: c.AuditCsvSchema })),
});
