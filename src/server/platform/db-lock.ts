import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import lockfile from 'proper-lockfile';

/** Thrown when another process (the running shop, or a CLI) has the embedded database open. */
export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
}

/**
 * While the holder runs, the lock's modification time is refreshed every STALE_MS / 2. PGlite
 * runs on the main thread, so a long migration can hold that refresh back: the age alone only
 * decides when the holder cannot be asked (another host); on this host its process id does.
 */
const STALE_MS = 120_000;

interface Owner {
  pid: number;
  host: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): Owner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<Owner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string'
      ? { pid: owner.pid, host: owner.host }
      : null;
  } catch {
    return null;
  }
}

const inUse = (dataDir: string) =>
  new DatabaseInUseError(
    `The embedded database in ${dataDir} is in use by another process (is the shop running?).\n` +
      'Only one process may open it at a time: stop the shop, run this command, then start the shop again. ' +
      '(With DATABASE_URL on PostgreSQL, commands can run while the shop is running.)',
  );

/**
 * PGlite is a single-process database: a second process that opens the same folder works on a
 * copy the first never sees, and one of them loses its writes. Every process
 * that opens the folder (server, `npm run user`, seed, migrate) holds `<dataDir>.lock` for as
 * long as it has the database open, and names itself in `<dataDir>.lock.owner`; the next one is
 * refused with a clear message. A lock whose owner died on this host (killed, crashed) is taken
 * over at once. Returns the release function; the lock is also released when the process exits.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  const ownerPath = `${lockPath}.owner`;
  const owner = readOwner(ownerPath);
  if (owner && owner.host === hostname() && owner.pid !== process.pid) {
    if (isAlive(owner.pid)) throw inUse(dataDir);
    rmSync(lockPath, { recursive: true, force: true });
  }
  let release: () => void;
  try {
    release = lockfile.lockSync(dataDir, {
      stale: STALE_MS,
      realpath: false,
      // The default throws from a timer and kills the process: a missed refresh is worth a
      // warning, not a crash of the running shop.
      onCompromised: (error) =>
        console.warn(
          `Warning: the lock on ${dataDir} was lost (${error.message}); another process may open the database.`,
        ),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw inUse(dataDir);
    throw error;
  }
  writeFileSync(ownerPath, JSON.stringify({ pid: process.pid, host: hostname() } satisfies Owner));
  return () => {
    rmSync(ownerPath, { force: true });
    release();
  };
}
