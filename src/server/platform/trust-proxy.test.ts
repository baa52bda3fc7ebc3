import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, ApiClient, type TestApp } from '../testing/test-app.ts';
import { ConfigError, loadConfig } from './config.ts';

describe('TRUST_PROXY setting', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['true', 1],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['loopback,fd00::/8', ['loopback', 'fd00::/8']],
  ])('%j → %j', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(['yes', '10.0.0.0/33', '10.0.0/8', 'proxy.internal', '99'])(
    'refuses %j with a message naming the variable',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: expected false, true \(one proxy\), a hop count|TRUST_PROXY: a hop count is at most/,
      );
    },
  );
});

/** 4 licence checks a minute per client; each request comes through the load balancer at 10.0.0.5. */
async function limitedThroughProxy(trustProxy: string) {
  const t = await createTestApp({ TRUST_PROXY: trustProxy, LICENCE_RATE_LIMIT: '4' });
  const proxy = new ApiClient(t.app, '10.0.0.5');
  const check = (forwardedFor: string) =>
    proxy.post(
      '/_api/licences/validate',
      { key: 'NOVA-0000-0000-0000', machineId: 'pc-1' },
      { 'x-forwarded-for': forwardedFor },
    );
  return { t, check };
}

describe.each(['1', 'true', '10.0.0.0/8,127.0.0.1'])('behind one load balancer with TRUST_PROXY=%s', (trustProxy) => {
  let t: TestApp | undefined;
  afterAll(() => t?.close());

  it('counts the address the proxy appended, so a rotating left-most X-Forwarded-For does not escape the limit', async () => {
    const setup = await limitedThroughProxy(trustProxy);
    t = setup.t;
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await setup.check(`198.51.100.${i}, 203.0.113.7`)).status);
    expect(statuses.slice(0, 4)).not.toContain(429);
    expect(statuses[4]).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await setup.check('198.51.100.1, 203.0.113.8')).status).not.toBe(429);
  });
});

describe('TRUST_PROXY with proxy addresses', () => {
  it('ignores X-Forwarded-For from a peer that is not a listed proxy', async () => {
    const t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8', LICENCE_RATE_LIMIT: '2' });
    try {
      const direct = new ApiClient(t.app, '198.51.100.200');
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push(
          (
            await direct.post(
              '/_api/licences/validate',
              { key: 'NOVA-0000-0000-0000', machineId: 'pc-1' },
              { 'x-forwarded-for': `203.0.113.${i}` },
            )
          ).status,
        );
      expect(statuses[2]).toBe(429);
    } finally {
      await t.close();
    }
  });
});
