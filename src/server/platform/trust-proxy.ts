import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's names for whole address ranges, which Fastify accepts beside addresses. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

/**
 * Which X-Forwarded-For entries to believe: none (`false`), the last N added by N proxies in
 * front of the shop (a hop count), or those added by the listed proxy addresses and CIDR ranges.
 * `true` means one hop, the usual single load balancer: trusting every entry, as Fastify's `true`
 * does, lets a client choose its own address by sending the header, and so escape every per-IP
 * limit (docs/decisions/trust-proxy.md).
 */
export type TrustProxy = false | number | string[];

export const TrustProxySchema = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): TrustProxy => {
    const lower = value.toLowerCase();
    if (lower === '' || lower === 'false' || lower === '0') return false;
    if (lower === 'true') return 1;
    if (/^\d+$/.test(lower)) {
      const hops = Number(lower);
      if (hops <= MAX_HOPS) return hops;
      ctx.addIssue({
        code: 'custom',
        message: `a hop count is at most ${MAX_HOPS} (the proxies in front of the shop)`,
      });
      return z.NEVER;
    }
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const invalid = entries.filter((entry) => !isAddressOrRange(entry));
    if (invalid.length === 0 && entries.length > 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `expected false, true (one proxy), a hop count (1, 2…) or proxy addresses and CIDR ranges separated by commas (10.0.0.0/8,127.0.0.1); not ${invalid.join(', ') || 'empty'}`,
    });
    return z.NEVER;
  });

function isAddressOrRange(entry: string) {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Fastify's `trustProxy` for the setting. Fastify 5 ignores a bare number (it cannot check the
 * peer), so a hop count becomes the function Express uses: the socket peer and the N − 1 entries
 * before it are proxies, the next entry to the left is the client.
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  if (setting === 0) return false;
  return (_address, hop) => hop < setting;
}
