/**
 * `npm start`: builds the pages when the build is missing or older than the sources, then
 * starts the server (which migrates, seeds demo data on a fresh database and listens).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const buildDir = process.env.BUILD_DIR ?? 'build';
const entry = join(buildDir, 'server/index.js');

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const sources = [
  'src/client',
  'src/shared',
  'public',
  'content',
  'vite.config.ts',
  'react-router.config.ts',
  'package-lock.json',
].filter(existsSync);
const stale = !existsSync(entry) || Math.max(...sources.map(newestMtime)) > statSync(entry).mtimeMs;
if (stale) {
  console.log('Building the shop (first start or changed sources)…');
  execFileSync(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], { stdio: 'inherit' });
}

await import('../src/server/main.ts');
