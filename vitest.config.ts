import { availableParallelism, loadavg } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * How much slower than an idle machine this one is now: the run queue per core over the last
 * minute, from 1 (idle or unknown) to 4. A test's time limit is a guard against a hang, not a
 * speed check, so on a loaded machine it stretches instead of failing a test that is only waiting
 * for a core. TEST_TIME_SCALE overrides it (CI can pin it).
 */
const timeScale =
  Number(process.env.TEST_TIME_SCALE) || Math.min(4, Math.max(1, loadavg()[0]! / availableParallelism()));

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
    testTimeout: Math.round(30_000 * timeScale),
    // A fresh PGlite takes seconds to start (WebAssembly), more on a loaded machine.
    hookTimeout: Math.round(120_000 * timeScale),
  },
});
