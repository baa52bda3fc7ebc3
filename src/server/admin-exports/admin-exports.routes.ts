import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { exportCustomersCsv, exportOrdersCsv, exportPayoutsCsv } from '#shared/contracts/admin-exports.endpoints.ts';
import { registerEndpoint } from '../platform/endpoint.ts';
import { csvStream, keysetBatches, type CsvColumn } from './csv.ts';
import { CUSTOMER_COLUMNS, customersAfter } from './customers-export.ts';
import { exportRange, type ExportRange } from './date-range.ts';
import { ORDER_COLUMNS, orderLineKey, orderLinesAfter } from './orders-export.ts';
import { PAYOUT_COLUMNS, payoutsAfter } from './payouts-export.ts';

/** Rows read per query: small enough to keep memory flat, large enough to keep queries few. */
export const EXPORT_BATCH_SIZE = 1000;

function sendCsv<R>(
  reply: FastifyReply,
  name: string,
  range: ExportRange,
  columns: readonly CsvColumn<R>[],
  batches: AsyncIterable<R[]>,
) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${range.label}.csv"`)
    .header('cache-control', 'private, no-store')
    .send(csvStream(columns, batches));
}

/**
 * The admin's CSV exports (issue 15, item 4): streamed in keyset batches, so a 100,000-row
 * export never sits in memory. Declared `admin`: the guard answers 401 / 403 before the range
 * is looked at.
 */
export const adminExportsRoutes: FastifyPluginAsync = async (app) => {
  await registerEndpoint(app, exportOrdersCsv, async ({ input, reply }) => {
    const range = exportRange(input);
    const batches = keysetBatches(
      (after, size) => orderLinesAfter(app.db, range, after, size),
      orderLineKey,
      EXPORT_BATCH_SIZE,
    );
    return sendCsv(reply, 'orders', range, ORDER_COLUMNS, batches);
  });
  await registerEndpoint(app, exportPayoutsCsv, async ({ input, reply }) => {
    const range = exportRange(input);
    const batches = keysetBatches(
      (after: number | undefined, size: number) => payoutsAfter(app.db, range, after, size),
      (r) => r.id,
      EXPORT_BATCH_SIZE,
    );
    return sendCsv(reply, 'payouts', range, PAYOUT_COLUMNS, batches);
  });
  await registerEndpoint(app, exportCustomersCsv, async ({ input, reply }) => {
    const range = exportRange(input);
    const batches = keysetBatches(
      (after: number | undefined, size: number) => customersAfter(app.db, range, after, size),
      (r) => r.id,
      EXPORT_BATCH_SIZE,
    );
    return sendCsv(reply, 'customers', range, CUSTOMER_COLUMNS, batches);
  });
};
