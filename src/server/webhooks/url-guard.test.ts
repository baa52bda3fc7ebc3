import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config.ts';
import { createSender } from './send.ts';
import { checkWebhookUrl, isAllowedAddress, WebhookUrlRefused, type Resolver } from './url-guard.ts';

// SSRF: https to public addresses only, checked when saved and again at delivery.

/** DNS as an attacker would set it up: names that point inside, or at several places at once. */
const RECORDS: Record<string, string[]> = {
  'shop-hooks.example': ['93.184.215.14'],
  'evil-loopback.example': ['127.0.0.1'],
  'evil-metadata.example': ['169.254.169.254'],
  'evil-mixed.example': ['93.184.215.14', '10.0.0.5'],
  'evil-v6.example': ['fd00:ec2::254'],
  'evil-mapped.example': ['::ffff:192.168.1.10'],
  'metadata.google.internal': ['169.254.169.254'],
};
const resolver: Resolver = async (host) => {
  const addresses = RECORDS[host];
  if (!addresses) throw new Error('ENOTFOUND');
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

const HOSTILE = [
  'http://shop-hooks.example/hook', // not https
  'ftp://shop-hooks.example/hook',
  'file:///etc/passwd',
  'javascript:alert(1)',
  'https://user:pass@shop-hooks.example/hook', // credentials
  'https://127.0.0.1/hook',
  'https://localhost/hook',
  'https://[::1]/hook',
  'https://0x7f000001/hook', // hexadecimal loopback
  'https://2130706433/hook', // decimal loopback
  'https://0177.0.0.1/hook', // octal loopback
  'https://0.0.0.0/hook',
  'https://169.254.169.254/latest/meta-data/',
  'https://metadata.google.internal/computeMetadata/v1/',
  'https://10.1.2.3/hook',
  'https://172.16.0.1/hook',
  'https://192.168.0.1/hook',
  'https://100.64.0.1/hook', // carrier-grade NAT
  'https://[fe80::1]/hook', // link-local
  'https://[fd00:ec2::254]/hook', // AWS metadata over IPv6 (unique local)
  'https://[::ffff:127.0.0.1]/hook', // IPv4-mapped loopback
  'https://[::ffff:a9fe:a9fe]/hook', // IPv4-mapped metadata, hexadecimal
  'https://[64:ff9b::a9fe:a9fe]/hook', // NAT64 of the metadata address
  'https://evil-loopback.example/hook', // DNS pointing inside
  'https://evil-metadata.example/hook',
  'https://evil-mixed.example/hook', // one public and one private record
  'https://evil-v6.example/hook',
  'https://evil-mapped.example/hook',
  'https://does-not-resolve.example/hook',
  'https://[ff02::1]/hook', // multicast
];

describe('webhook URL guard', () => {
  it(`refuses ${HOSTILE.length} hostile URLs`, async () => {
    const accepted: string[] = [];
    for (const url of HOSTILE) {
      const error = await checkWebhookUrl(url, false, resolver).then(
        () => null,
        (e: unknown) => e,
      );
      if (!(error instanceof WebhookUrlRefused)) accepted.push(url);
    }
    expect(accepted).toEqual([]);
  });

  it('accepts https to a public host', async () => {
    expect((await checkWebhookUrl('https://shop-hooks.example/hook?x=1', false, resolver)).host).toBe(
      'shop-hooks.example',
    );
    expect((await checkWebhookUrl('https://93.184.215.14:8443/hook', false, resolver)).port).toBe('8443');
  });

  it('with WEBHOOK_ALLOW_LOOPBACK: loopback over http too, but never private, link-local or metadata', async () => {
    for (const url of [
      'http://127.0.0.1:9/hook',
      'http://[::1]:9/hook',
      'https://127.0.0.2/hook',
      'http://localhost:9/x',
    ])
      await expect(checkWebhookUrl(url, true, async () => [{ address: '127.0.0.1', family: 4 }])).resolves.toBeTruthy();
    for (const url of [
      'http://10.0.0.1/hook',
      'http://169.254.169.254/',
      'https://192.168.1.1/',
      'http://[fe80::1]/',
      'http://shop-hooks.example/hook', // http is for loopback receivers only
      'https://evil-metadata.example/hook',
    ])
      await expect(checkWebhookUrl(url, true, resolver), url).rejects.toBeInstanceOf(WebhookUrlRefused);
    expect(isAllowedAddress('::ffff:127.0.0.1', true)).toBe(true);
    expect(isAllowedAddress('::ffff:169.254.169.254', true)).toBe(false);
  });

  it('refuses WEBHOOK_ALLOW_LOOPBACK with NODE_ENV=production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', WEBHOOK_ALLOW_LOOPBACK: 'true', APP_SECRET: 'x'.repeat(32) }),
    ).toThrow(/WEBHOOK_ALLOW_LOOPBACK/);
  });
});

describe('DNS rebinding: the address is checked again when delivering, and the connection goes to it', () => {
  let server: http.Server;
  let port: number;
  let hits = 0;
  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      hits++;
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('a name that resolved to a public address when saved but points inside at delivery is not contacted', async () => {
    let calls = 0;
    // First answer (when the webhook was saved): public. Every later answer: loopback.
    const rebinding: Resolver = async () => [{ address: calls++ === 0 ? '93.184.215.14' : '127.0.0.1', family: 4 }];
    await checkWebhookUrl(`https://rebind.example:${port}/hook`, false, rebinding);
    const send = createSender({ allowLoopback: false, resolve: rebinding });
    const result = await send(`https://rebind.example:${port}/hook`, {
      id: 'msg_1',
      body: '{}',
      secret: `whsec_${Buffer.alloc(32, 1).toString('base64')}`,
      at: new Date(),
    });
    expect(result.statusCode).toBeNull();
    expect(result.error).toMatch(/^refused: address 127\.0\.0\.1/);
    expect(hits).toBe(0);
  });

  it('connects to the address it checked (pinned), not to a second lookup', async () => {
    const send = createSender({ allowLoopback: true, resolve: async () => [{ address: '127.0.0.1', family: 4 }] });
    const result = await send(`http://receiver.localhost:${port}/hook`, {
      id: 'msg_2',
      body: '{}',
      secret: `whsec_${Buffer.alloc(32, 1).toString('base64')}`,
      at: new Date(),
    });
    expect(result).toMatchObject({ statusCode: 200, error: null });
    expect(hits).toBe(1);
  });
});
