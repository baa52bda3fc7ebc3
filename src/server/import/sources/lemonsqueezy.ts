import * as field from '../import-row.ts';
import { at, includedOf, itemsOf, readJsonPages } from './json-pages.ts';
import type { ImportSourceReader } from './source.ts';

const EXPECTED = 'Lemon Squeezy API pages of GET /v1/license-keys?include=order,product,license-key-instances (JSON)';

/**
 * Lemon Squeezy's licence keys (JSON:API): `attributes` user_email, user_name, key,
 * activation_limit, status (inactive, active, expired, disabled), disabled, created_at, order_id;
 * the included order gives the total (cents), currency, order_number and date, the product its
 * name, and the license-key-instances (identifier, name) the machines. An order's total goes on
 * its first key's line.
 */
export const lemonSqueezySource: ImportSourceReader = {
  expected: EXPECTED,
  extensions: ['.json', '.jsonl', '.ndjson'],
  async *read(input) {
    const ordersSeen = new Set<string>();
    for await (const page of readJsonPages(input, EXPECTED)) {
      const included = includedOf(page);
      const instances = [...included.values()].filter((r) => r.type === 'license-key-instances');
      for (const { item, line } of itemsOf(page, 'data')) {
        if (item.type !== 'license-keys') continue;
        yield field.mapRecord(line, () => {
          const a = (item.attributes ?? {}) as Record<string, unknown>;
          const orderId = String(a.order_id ?? at(item, 'relationships', 'order', 'data', 'id') ?? '');
          const order = included.get(`orders:${orderId}`);
          const o = (order?.attributes ?? {}) as Record<string, unknown>;
          const product = included.get(`products:${String(a.product_id ?? '')}`);
          const email = field.email(a.user_email);
          const key = field.licenceKey(a.key);
          const currency = field.currency(o.currency ?? 'USD');
          const firstKeyOfOrder = !ordersSeen.has(orderId);
          ordersSeen.add(orderId);
          const status = String(a.status ?? '');
          return {
            kind: 'licence',
            line,
            email,
            name: field.displayName(a.user_name, email),
            language: null,
            product: String(at(product, 'attributes', 'name') ?? ''),
            key,
            machineLimit: field.machineLimit(a.activation_limit),
            status: a.disabled === true || status === 'disabled' || status === 'expired' ? 'revoked' : 'active',
            machines: instances
              .filter((i) => String(at(i, 'attributes', 'license_key_id')) === String(item.id))
              .map((i) => {
                const ia = i.attributes as Record<string, unknown>;
                return field.machine(ia.identifier, ia.name, ia.created_at);
              }),
            order: {
              ref: `lemonsqueezy:${String(o.order_number ?? orderId) || String(item.id)}`,
              purchasedAt: field.date(o.created_at ?? a.created_at),
              amountCents: firstKeyOfOrder ? field.minorUnits(o.total ?? 0) : 0,
              currency,
            },
          };
        });
      }
    }
  },
};
