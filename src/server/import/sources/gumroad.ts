import * as field from '../import-row.ts';
import { itemsOf, readJsonPages } from './json-pages.ts';
import type { ImportSourceReader } from './source.ts';

const EXPECTED = 'Gumroad API pages of GET /v2/sales (JSON)';

/**
 * Gumroad's sales (`{success, next_page_url, sales: [...]}`): id, order_id, email, full_name,
 * product_name, license_key, price (cents), currency, created_at, refunded, chargedback. Gumroad
 * keys have no machine limit (the product's own applies) and no machine list.
 */
export const gumroadSource: ImportSourceReader = {
  expected: EXPECTED,
  extensions: ['.json', '.jsonl', '.ndjson'],
  async *read(input) {
    for await (const page of readJsonPages(input, EXPECTED)) {
      for (const { item: sale, line } of itemsOf(page, 'sales')) {
        yield field.mapRecord(line, () => {
          const email = field.email(sale.email ?? sale.purchase_email);
          if (!sale.license_key)
            field.refuse('bad_key', 'This sale has no licence key (licences are off for its product).');
          const key = field.licenceKey(sale.license_key);
          const currency = field.currency(sale.currency ?? 'USD');
          return {
            kind: 'licence',
            line,
            email,
            name: field.displayName(sale.full_name, email),
            language: null,
            product: String(sale.product_name ?? ''),
            key,
            machineLimit: null,
            status:
              sale.refunded === true || sale.chargedback === true || sale.disputed === true ? 'revoked' : 'active',
            machines: [],
            order: {
              ref: `gumroad:${String(sale.order_id ?? sale.id ?? key)}`,
              purchasedAt: field.date(sale.created_at ?? sale.sale_timestamp),
              amountCents: field.minorUnits(sale.price ?? 0),
              currency,
            },
          };
        });
      }
    }
  },
};
