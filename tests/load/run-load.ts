import { spawn } from 'node:child_process';
import type { LoadOptions, LoadResult } from './load-generator.ts';

/**
 * Runs the load generator (tests/load/load-generator.ts) in its own process, so it never shares
 * the measured server's event loop, and reads its result (`npm run bench`, `npm run bench:cluster`).
 */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/load/load-generator.ts', JSON.stringify(options)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as LoadResult) : reject(new Error(`load generator exited with ${code}`)),
    );
  });
}
