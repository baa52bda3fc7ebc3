import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// Where a webhook may be sent (SSRF): `https` to a host whose every address is public.
// Checked when a webhook is saved and again at each delivery, on the addresses the connection
// then uses (a name that resolved to a public address yesterday may point inside today).

/** Resolves a host name to all its addresses (injectable: tests answer with hostile records). */
export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;
export const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64 of an IPv4 address
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23], // IETF protocol assignments (Teredo …)
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4 of an IPv4 address
  ['fc00::', 7], // unique local (AWS metadata fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** The IPv4 address inside an IPv4-mapped or -compatible IPv6 one (`::ffff:127.0.0.1`), else null. */
function embeddedIpv4(address: string): string | null {
  const match = /^(?:0*:)*:(?:ffff:)?(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(address);
  if (!match) return null;
  if (match[1]) return match[1];
  const high = parseInt(match[2]!, 16);
  const low = parseInt(match[3]!, 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** Whether a receiver may be at this address; loopback only when `allowLoopback`. */
export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 0) return false;
  if (family === 6) {
    const v4 = embeddedIpv4(bare);
    if (v4) return isAllowedAddress(v4, allowLoopback);
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (loopback.check(bare, type)) return allowLoopback;
  return !blocked.check(bare, type);
}

export class WebhookUrlRefused extends Error {}

/**
 * The URL, when its form is acceptable: `https` (or `http` to a loopback receiver with
 * `WEBHOOK_ALLOW_LOOPBACK`), no user name or password, a host. Addresses are checked apart.
 */
export function parseWebhookUrl(raw: string, allowLoopback: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookUrlRefused('not a URL');
  }
  if (url.username || url.password) throw new WebhookUrlRefused('credentials in the URL');
  if (url.protocol !== 'https:' && !(allowLoopback && url.protocol === 'http:'))
    throw new WebhookUrlRefused('not https');
  if (!url.hostname) throw new WebhookUrlRefused('no host');
  return url;
}

/**
 * Every address the URL's host has, each one allowed; throws `WebhookUrlRefused` otherwise. An
 * `http:` URL (loopback mode) must resolve to loopback only.
 */
export async function allowedAddresses(
  url: URL,
  allowLoopback: boolean,
  resolve: Resolver = systemResolver,
): Promise<{ address: string; family: number }[]> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host);
  let addresses: { address: string; family: number }[];
  if (literal) addresses = [{ address: host, family: literal }];
  else {
    if (host === 'localhost' || host.endsWith('.localhost')) {
      if (!allowLoopback) throw new WebhookUrlRefused('loopback host');
    }
    try {
      addresses = await resolve(host);
    } catch {
      throw new WebhookUrlRefused('host does not resolve');
    }
  }
  if (addresses.length === 0) throw new WebhookUrlRefused('host does not resolve');
  for (const { address } of addresses)
    if (!isAllowedAddress(address, allowLoopback)) throw new WebhookUrlRefused(`address ${address} is not public`);
  if (url.protocol === 'http:' && addresses.some(({ address }) => isAllowedAddress(address, false)))
    throw new WebhookUrlRefused('http is for loopback receivers only');
  return addresses;
}

/** Both checks, as the admin API runs them when a webhook is saved. */
export async function checkWebhookUrl(raw: string, allowLoopback: boolean, resolve?: Resolver) {
  const url = parseWebhookUrl(raw, allowLoopback);
  await allowedAddresses(url, allowLoopback, resolve);
  return url;
}
