import { defineConfig } from 'drizzle-kit';

// One schema for both drivers (PGlite and node-postgres); each domain owns a `*.schema.ts`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/**/*.schema.ts',
  out: './drizzle',
  casing: 'snake_case',
});
