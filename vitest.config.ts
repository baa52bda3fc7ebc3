import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    // A fresh PGlite takes seconds to start (WebAssembly), more on a loaded machine.
    hookTimeout: 120_000,
  },
});
