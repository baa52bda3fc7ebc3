import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { exportCustomersCsv, exportOrdersCsv, exportPayoutsCsv } from '#shared/contracts/admin-exports.endpoints.ts';
import type { Db } from '../platform/db.ts';
import { registerEndpoint } from '../platform/endpoint.ts';
import { csvStream, keysetBatches, type CsvColumn } from './csv.ts';
import { CUSTOMER_COLUMNS, customersAfter } from './customers-export.ts';
import { utcDateRange, type DateRange } from '../platform/date-range.ts';
import { ORDER_COLUMNS, orderLineKey, orderLinesAfter } from './orders-export.ts';
import { PAYOUT_COLUMNS, payoutsAfter } from './payouts-export.ts';

/** Rows read per query: small enough to keep memory flat, large enough to keep queries few. */
export const EXPORT_BATCH_SIZE = 1000;

interface CsvExport<R, K> {
  name: string;
  columns: readonly CsvColumn<R>[];
  rowsAfter: (db: Db, range: DateRange, after: K | undefined, size: number) => Promise<R[]>;
  keyOf: (row: R) => K;
}

/** Registers one export: checks the range, then streams the rows as CSV in keyset batches. */
async function registerCsvExport<R, K>(app: FastifyInstance, endpoint: typeof exportOrdersCsv, csv: CsvExport<R, K>) {
  await registerEndpoint(app, endpoint, async ({ input, reply }) => {
    const range = utcDateRange(input);
    const batches = keysetBatches<R, K>(
      (after, size) => csv.rowsAfter(app.db, range, after, size),
      csv.keyOf,
      EXPORT_BATCH_SIZE,
    );
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${csv.name}-${range.label}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(csvStream(csv.columns, batches));
  });
}

/**
 * The admin's CSV exports: streamed in keyset batches, so a 100,000-row
 * export never sits in memory. Declared `admin`: the guard answers 401 / 403 before the range
 * is looked at.
 */
export const adminExportsRoutes: FastifyPluginAsync = async (app) => {
  await registerCsvExport(app, exportOrdersCsv, {
    name: 'orders',
    columns: ORDER_COLUMNS,
    rowsAfter: orderLinesAfter,
    keyOf: orderLineKey,
  });
  await registerCsvExport(app, exportPayoutsCsv, {
    name: 'payouts',
    columns: PAYOUT_COLUMNS,
    rowsAfter: payoutsAfter,
    keyOf: (r) => r.id,
  });
  await registerCsvExport(app, exportCustomersCsv, {
    name: 'customers',
    columns: CUSTOMER_COLUMNS,
    rowsAfter: customersAfter,
    keyOf: (r) => r.id,
  });
};
