import { defineEndpoint } from './endpoint.ts';

// The admin's CSV downloads. A plain GET with `from` and `to`, so a link or a
// GET form downloads it without JavaScript; the answer is `text/csv` streamed as an attachment.
const schemas = () => import('./admin-exports.ts');
const rangeSchemas = () => schemas().then((c) => ({ query: c.ExportRangeQuerySchema, response: c.CsvResponseSchema }));
const errors = ['date_range_reversed', 'date_range_too_long'] as const;

/** GET /_api/admin/export/orders.csv: one row per order line, for orders placed in the range. */
export const exportOrdersCsv = defineEndpoint({
  method: 'GET',
  path: '/_api/admin/export/orders.csv',
  role: 'admin',
  scope: 'orders:read',
  errors,
  schemas: rangeSchemas,
});

/** GET /_api/admin/export/payouts.csv: affiliate payouts requested in the range. */
export const exportPayoutsCsv = defineEndpoint({
  method: 'GET',
  path: '/_api/admin/export/payouts.csv',
  role: 'admin',
  errors,
  schemas: rangeSchemas,
});

/** GET /_api/admin/export/customers.csv: accounts created in the range, with their orders and spend. */
export const exportCustomersCsv = defineEndpoint({
  method: 'GET',
  path: '/_api/admin/export/customers.csv',
  role: 'admin',
  scope: 'customers:read',
  errors,
  schemas: rangeSchemas,
});
