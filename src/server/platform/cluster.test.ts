import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freePort } from '../testing/free-port.ts';

const PRIMARY = fileURLToPath(new URL('../testing/cluster/primary.ts', import.meta.url));
const dirs: string[] = [];
const children: Array<ReturnType<typeof spawn>> = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The fixture primary (`testing/cluster/primary.ts`) over `workers` fixture workers. */
async function startShop(workers: number, env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'novatick-cluster-'));
  dirs.push(dir);
  const port = await freePort();
  const eventsFile = join(dir, 'events');
  const child = spawn(process.execPath, ['--import', 'tsx', PRIMARY], {
    env: { ...process.env, WORKERS: String(workers), PORT: String(port), EVENTS: eventsFile, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const events = () =>
    (existsSync(eventsFile) ? readFileSync(eventsFile, 'utf8').trim().split('\n') : []).map((line) => {
      const [what, pid, at] = line.split(' ');
      return { what: what!, pid: Number(pid), at: Number(at) };
    });
  const pidsOf = (what: string) =>
    events()
      .filter((e) => e.what === what)
      .map((e) => e.pid);
  return { child, port, exited, events, pidsOf, log: () => output };
}

/** Waits (vi.waitFor) until `check` holds: worker processes take a second or two to start. */
async function until(check: () => boolean, what: string) {
  await vi.waitFor(
    () => {
      if (!check()) throw new Error(`still waiting for ${what}`);
    },
    { timeout: 20_000, interval: 50 },
  );
}

/** The pid of the worker that answered one new connection. */
function servedBy(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/', agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve(Number(body)));
    }).on('error', reject);
  });
}

async function pidsServing(port: number, requests = 12) {
  const pids = new Set<number>();
  for (let i = 0; i < requests; i++) pids.add(await servedBy(port));
  return pids;
}

describe('the shop as several workers (WEB_CONCURRENCY)', () => {
  it('starts the first worker alone, then the rest on the same port, and stops them all gracefully', async () => {
    const shop = await startShop(2);
    await until(() => shop.pidsOf('listen').length === 2, 'two listening workers');
    const [first, second] = shop.events().filter((e) => e.what === 'start');
    const firstListen = shop.events().find((e) => e.what === 'listen' && e.pid === first!.pid)!;
    expect(second!.at).toBeGreaterThanOrEqual(firstListen.at);

    expect(await pidsServing(shop.port)).toEqual(new Set(shop.pidsOf('listen')));
    await until(() => shop.log().includes('all workers listen'), 'the primary to see both listen');

    shop.child.kill('SIGTERM');
    expect(await shop.exited).toBe(0);
    expect(shop.pidsOf('stop').sort()).toEqual(shop.pidsOf('listen').sort());
  });

  it('starts another worker when one dies', async () => {
    const shop = await startShop(2);
    await until(() => shop.pidsOf('listen').length === 2, 'two listening workers');
    const [dead, alive] = shop.pidsOf('listen');
    process.kill(dead!, 'SIGKILL');
    await until(() => shop.pidsOf('listen').length === 3, 'a new worker');
    const replacement = shop.pidsOf('listen')[2]!;

    expect(await pidsServing(shop.port)).toEqual(new Set([alive, replacement]));
    expect(shop.log()).toContain('a worker stopped; starting another');
    shop.child.kill('SIGTERM');
    expect(await shop.exited).toBe(0);
  });

  it('stops with the exit code of a worker that fails before it listens, without starting the others', async () => {
    const shop = await startShop(2, { FAIL_WITH: '3' });
    expect(await shop.exited).toBe(3);
    expect(shop.pidsOf('start')).toHaveLength(1);
    expect(shop.log()).toContain('a worker stopped before it listened');
  });
});
