import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'tests/support/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // The migrations run once per run, not once per file (src/server/testing/pglite-template.ts).
    globalSetup: ['src/server/testing/pglite-template.ts'],
    testTimeout: 30_000,
    // A fresh PGlite takes seconds to start (WebAssembly), more on a loaded machine.
    hookTimeout: 120_000,
  },
});
