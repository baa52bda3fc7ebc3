import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../auth/auth.schema.ts';
import { openDatabase } from './db.ts';
import { DatabaseInUseError } from './db-lock.ts';

// `npm run user -- promote` beside a shop running on the embedded database
// printed "is now an admin." and the change was lost. The CLI must refuse while another process
// has the database open, and work once it is closed.

const dirs: string[] = [];
const freshDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'novatick-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const env = (dataDir: string) => ({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  USER_PASSWORD: 'correct horse battery staple',
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
});

function userCli(dataDir: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/user.ts', ...args], {
    env: env(dataDir),
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A process holding the database, as the running shop does; resolves once it has it open. */
async function holdDatabase(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/testing/hold-database.ts'], {
    env: env(dataDir),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.on('exit', (code) => reject(new Error(`holder exited early (${code})`)));
  });
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? (signal ? -1 : null))),
  );
  return { child, exited };
}

async function roleOf(dataDir: string, email: string) {
  const database = openDatabase({ dataDir: `${dataDir}/pglite` });
  try {
    const [row] = await database.db.select({ role: users.role }).from(users).where(eq(users.email, email));
    return row?.role;
  } finally {
    await database.close();
  }
}

describe('embedded database lock', () => {
  it(
    'the user CLI refuses while the shop holds the database, and its change lands once the shop is stopped',
    { timeout: 240_000 },
    async () => {
      const dataDir = freshDataDir();
      expect(userCli(dataDir, 'create', 'ana@example.com', 'Ana Souza')).toMatchObject({ status: 0 });

      const shop = await holdDatabase(dataDir);
      const refused = userCli(dataDir, 'promote', 'ana@example.com');
      expect(refused.status).toBe(1);
      expect(refused.stdout).not.toContain('is now an admin');
      expect(refused.stderr).toContain('is in use by another process (is the shop running?)');
      expect(refused.stderr).toContain('stop the shop, run this command, then start the shop again');
      // The same in-process: nothing can open the folder beside the holder.
      expect(() => openDatabase({ dataDir: `${dataDir}/pglite` })).toThrow(DatabaseInUseError);

      shop.child.kill('SIGTERM');
      expect(await shop.exited).toBe(0);
      const promoted = userCli(dataDir, 'promote', 'ana@example.com');
      expect(promoted).toMatchObject({ status: 0 });
      expect(promoted.stdout).toContain('ana@example.com is now an admin.');
      expect(await roleOf(dataDir, 'ana@example.com')).toBe('admin');
    },
  );

  it(
    'a lock left by a killed process is taken over at once; a live holder keeps it however old the lock looks',
    { timeout: 240_000 },
    async () => {
      const dataDir = freshDataDir();
      const shop = await holdDatabase(dataDir);
      // A holder whose refresh was held back (a long migration on a busy machine) still holds it.
      const old = new Date(Date.now() - 600_000);
      utimesSync(`${dataDir}/pglite.lock`, old, old);
      expect(() => openDatabase({ dataDir: `${dataDir}/pglite` })).toThrow(DatabaseInUseError);

      shop.child.kill('SIGKILL');
      await shop.exited;
      // Killed without cleanup: its lock is still on disk, but its process is gone.
      expect(existsSync(`${dataDir}/pglite.lock`)).toBe(true);
      const database = openDatabase({ dataDir: `${dataDir}/pglite` });
      await database.migrate();
      // Taken over, and held: a second open (here, in the same process) is refused.
      expect(() => openDatabase({ dataDir: `${dataDir}/pglite` })).toThrow(DatabaseInUseError);
      await database.close();
      // Closing releases it for the next process.
      await openDatabase({ dataDir: `${dataDir}/pglite` }).close();
      expect(existsSync(`${dataDir}/pglite.lock`)).toBe(false);
    },
  );
});
