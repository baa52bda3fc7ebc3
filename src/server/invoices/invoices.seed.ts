import type { Seeder } from '../platform/seed.ts';
import { backfillInvoiceNumbers } from './invoice.service.ts';

/**
 * Invoice numbers for the demo orders the store and affiliate seeders wrote (they insert
 * completed orders directly). Runs last, once per database: on a demo database made before
 * invoices existed, it numbers its orders too.
 */
export const invoicesSeeder: Seeder = {
  name: 'invoice-numbers',
  async run(tx) {
    await backfillInvoiceNumbers(tx);
  },
};
