/**
 * `npm run cluster:demo`: two instances of the shop (`npm start`, one process each) on one
 * PostgreSQL and one Redis, behind HAProxy (README "Two instances behind a load balancer").
 *
 *   DATABASE_URL=postgres://… REDIS_URL=redis://… npm run cluster:demo
 *
 * Defaults: the local PostgreSQL's database `novatick_cluster_demo` (created when missing) and
 * the local Redis; instances on 3341 and 3342 (`CLUSTER_PORTS=a,b`), HAProxy on 3343
 * (`CLUSTER_BALANCER_PORT`). Both instances share one DATA_DIR, so one APP_SECRET (made by the
 * first in `DATA_DIR/app-secret` unless set) and the release files on this host's disk (on
 * separate hosts set `APP_SECRET` and the `S3_*` variables instead). Ctrl-C stops all.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { HAPROXY_MISSING, haproxyBinary, startHaproxy } from './cluster/haproxy.ts';
import { ensureDatabase, startInstances } from './cluster/instances.ts';

const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/novatick_cluster_demo';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const ports = (process.env.CLUSTER_PORTS ?? '3341,3342').split(',').map(Number);
const balancerPort = Number(process.env.CLUSTER_BALANCER_PORT ?? 3343);
const dataDir = resolve(process.env.DATA_DIR ?? 'data/cluster-demo');

const haproxy = haproxyBinary();
if (!haproxy) {
  console.error(HAPROXY_MISSING);
  process.exit(1);
}

const children: ChildProcess[] = [];
function stopAll(code: number) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

await ensureDatabase(databaseUrl);
mkdirSync(dataDir, { recursive: true });
const env = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  DATA_DIR: dataDir,
  SITE_URL: process.env.SITE_URL ?? `http://localhost:${balancerPort}`,
  // HAProxy on this host appends the client's address; the shop trusts only it.
  TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
  WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '1',
  HOST: '127.0.0.1',
};

// One after the other: the first builds the pages when needed, migrates and seeds.
await startInstances(ports, env, children, {
  onExit: (port, code) => {
    console.error(`instance on ${port} stopped (${code ?? 'signal'})`);
    stopAll(code ?? 1);
  },
});
for (const port of ports) console.log(`instance ready on http://127.0.0.1:${port}`);

const backends = ports.map((port, i) => ({ name: `shop${i + 1}`, port }));
const balancer = await startHaproxy(haproxy, { port: balancerPort, backends });
children.push(balancer);
balancer.once('exit', (code) => stopAll(code ?? 1));
console.log(`HAProxy on http://localhost:${balancerPort} → ${ports.map((p) => `127.0.0.1:${p}`).join(', ')}`);
console.log('Ctrl-C stops the balancer and both instances.');
