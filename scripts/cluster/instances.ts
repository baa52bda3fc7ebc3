import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import pg from 'pg';

/**
 * Shop instances on one machine for `npm run cluster:demo` and `npm run bench:cluster`: each
 * `npm start` (scripts/start.ts) on its own port, started one after the other (the first builds
 * the pages when needed, migrates and seeds).
 */

/** Creates the database named in `url` when the server has none of that name. */
export async function ensureDatabase(url: string) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

/** Whether the instance on `port` answers `/readyz` with 200. */
export function ready(port: number): Promise<boolean> {
  return new Promise((done) => {
    const req = request({ host: '127.0.0.1', port, path: '/readyz' }, (res) => {
      res.resume();
      done(res.statusCode === 200);
    });
    req.on('error', () => done(false));
    req.end();
  });
}

/**
 * Starts one instance per port in turn, each ready before the next starts; each child is added to
 * `children` as soon as it is spawned, so a stop asked meanwhile reaches it.
 */
export async function startInstances(
  ports: number[],
  env: NodeJS.ProcessEnv,
  children: ChildProcess[],
  options: { stdio?: 'inherit' | 'ignore'; onExit?: (port: number, code: number | null) => void } = {},
): Promise<void> {
  for (const port of ports) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      env: { ...env, PORT: String(port) },
      stdio: options.stdio ?? 'inherit',
    });
    children.push(child);
    child.once('exit', (code) => options.onExit?.(port, code));
    while (!(await ready(port))) {
      if (child.exitCode !== null) throw new Error(`instance on ${port} exited with ${child.exitCode}`);
      await new Promise((done) => setTimeout(done, 500));
    }
  }
}
