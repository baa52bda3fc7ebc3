import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'tests/support/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Vitest's default leaves a core free (one worker on CI's two cores); the files wait on the
    // database and timers often enough that two share two cores well.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The migrations run once per run, not once per file (src/server/testing/pglite-template.ts).
    globalSetup: ['src/server/testing/pglite-template.ts'],
    testTimeout: 30_000,
    // A fresh PGlite takes seconds to start (WebAssembly), more on a loaded machine.
    hookTimeout: 120_000,
  },
});
