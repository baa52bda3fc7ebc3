import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * HAProxy in front of several shop instances (docs: README "Two instances behind a load
 * balancer"): `npm run cluster:demo` and the two-instance test start it the same way.
 */

export const HAPROXY_MISSING =
  'HAProxy is not installed: `apt-get install -y haproxy` (Debian), or set HAPROXY to its path.';

/** The haproxy binary, or null when it is not installed. */
export function haproxyBinary(): string | null {
  const binary = process.env.HAPROXY ?? 'haproxy';
  const probe = spawnSync(binary, ['-v'], { encoding: 'utf8' });
  return probe.status === 0 ? binary : null;
}

/**
 * Round robin over the instances, each checked on `/readyz` every second (a stopped or
 * not-ready instance leaves the rotation), `X-Forwarded-For` added for the shop's TRUST_PROXY,
 * keep-alive on both sides.
 */
export function haproxyConfig(options: { port: number; backends: Array<{ name: string; port: number }> }): string {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  timeout connect 5s',
    '  timeout client 60s',
    '  timeout server 60s',
    'frontend shop',
    `  bind 127.0.0.1:${options.port}`,
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    ...options.backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check inter 1s fall 2 rise 1`),
    '',
  ].join('\n');
}

/** Starts HAProxy in the foreground with that configuration; resolves once it answers on `port`. */
export async function startHaproxy(
  binary: string,
  options: Parameters<typeof haproxyConfig>[0],
): Promise<ChildProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'novatick-haproxy-'));
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(options));
  const child = spawn(binary, ['-db', '-f', file], { stdio: ['ignore', 'inherit', 'inherit'] });
  const deadline = Date.now() + 10_000;
  while (!(await answers(options.port))) {
    if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('haproxy did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return child;
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/readyz', method: 'GET' }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('error', () => resolve(false));
    req.end();
  });
}
