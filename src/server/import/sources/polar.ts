import type { JsonPage } from './json-pages.ts';
import * as field from '../import-row.ts';
import { itemsOf, readJsonPages } from './json-pages.ts';
import type { ImportSourceReader } from './source.ts';

const EXPECTED = 'Polar API pages of GET /v1/license-keys, or keys from GET /v1/license-keys/{id} (JSON)';

/** A list page (`items`) or one key with its activations. */
const keysOf = (page: JsonPage) =>
  Array.isArray(page.value.items)
    ? itemsOf(page, 'items')
    : page.value.key
      ? [{ item: page.value, line: page.line }]
      : [];

/**
 * Polar's licence keys: key, status (granted, revoked, disabled), limit_activations, usage,
 * created_at, customer {email, name}, and on a single key `activations` [{id, label, meta}].
 * A key names no product (it comes from a benefit): the admin picks the indicator for the run.
 * Polar's keys carry no price, so their orders are imported at 0 in USD.
 */
export const polarSource: ImportSourceReader = {
  expected: EXPECTED,
  extensions: ['.json', '.jsonl', '.ndjson'],
  async *read(input) {
    for await (const page of readJsonPages(input, EXPECTED)) {
      for (const { item, line } of keysOf(page)) {
        yield field.mapRecord(line, () => {
          const customer = (item.customer ?? {}) as Record<string, unknown>;
          const email = field.email(customer.email);
          const key = field.licenceKey(item.key);
          const activations = Array.isArray(item.activations) ? (item.activations as Record<string, unknown>[]) : [];
          return {
            kind: 'licence',
            line,
            email,
            name: field.displayName(customer.name, email),
            language: null,
            product: '',
            key,
            machineLimit: field.machineLimit(item.limit_activations),
            status: item.status === 'granted' ? 'active' : 'revoked',
            machines: activations.map((a) => field.machine(a.id, a.label, a.created_at)),
            order: {
              ref: `polar:${String(item.id ?? key)}`,
              purchasedAt: field.date(item.created_at),
              amountCents: 0,
              currency: 'USD',
            },
          };
        });
      }
    }
  },
};
