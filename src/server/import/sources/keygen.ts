import * as field from '../import-row.ts';
import { at, includedOf, itemsOf, readJsonPages } from './json-pages.ts';
import type { ImportSourceReader } from './source.ts';

const EXPECTED = 'Keygen API pages of GET /v1/licenses?include=user,product, then of GET /v1/machines (JSON)';
const REVOKED = new Set(['SUSPENDED', 'BANNED', 'EXPIRED']);

/**
 * Keygen (JSON:API). Licences: `attributes` key, status (ACTIVE, INACTIVE, EXPIRING, EXPIRED,
 * SUSPENDED, BANNED), suspended, maxMachines, created; the included user (email, fullName) and
 * product (name). Machines, in pages after the licences: `attributes` fingerprint, name,
 * lastHeartbeat, created and `relationships.license`. Keygen has no orders: each key gets one at 0.
 */
export const keygenSource: ImportSourceReader = {
  expected: EXPECTED,
  extensions: ['.json', '.jsonl', '.ndjson'],
  async *read(input) {
    const keyOfLicence = new Map<string, string>();
    for await (const page of readJsonPages(input, EXPECTED)) {
      const included = includedOf(page);
      for (const { item, line } of itemsOf(page, 'data')) {
        const a = (item.attributes ?? {}) as Record<string, unknown>;
        if (item.type === 'machines') {
          yield field.mapRecord(line, () => {
            const key = keyOfLicence.get(String(at(item, 'relationships', 'license', 'data', 'id')));
            if (!key)
              field.refuse('unknown_licence', 'This machine belongs to a licence not found earlier in the file.');
            return {
              kind: 'machines',
              line,
              key: key!,
              machines: [field.machine(a.fingerprint, a.name, a.lastHeartbeat ?? a.created)],
            };
          });
          continue;
        }
        if (item.type !== 'licenses') continue;
        yield field.mapRecord(line, () => {
          const key = field.licenceKey(a.key);
          keyOfLicence.set(String(item.id), key);
          const userRef = (at(item, 'relationships', 'user', 'data') ?? at(item, 'relationships', 'owner', 'data')) as
            { id?: string } | undefined;
          const user = (included.get(`users:${String(userRef?.id)}`)?.attributes ?? {}) as Record<string, unknown>;
          const email = field.email(user.email ?? at(a, 'metadata', 'email'));
          const productId = String(at(item, 'relationships', 'product', 'data', 'id') ?? '');
          return {
            kind: 'licence',
            line,
            email,
            name: field.displayName(user.fullName ?? a.name, email),
            language: null,
            product: String(at(included.get(`products:${productId}`), 'attributes', 'name') ?? ''),
            key,
            machineLimit: field.machineLimit(a.maxMachines),
            status: a.suspended === true || REVOKED.has(String(a.status)) ? 'revoked' : 'active',
            machines: [],
            order: {
              ref: `keygen:${String(item.id ?? key)}`,
              purchasedAt: field.date(a.created),
              amountCents: 0,
              currency: 'USD',
            },
          };
        });
      }
    }
  },
};
