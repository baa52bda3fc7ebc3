/**
 * `npm test`: everything a change can break, in order of speed. Formatting, translations, types (translation keys included), lint, unit and
 * API tests (Vitest), then the production build and the Playwright suite in system Chromium.
 * SKIP_E2E=1 stops after the API tests (CI's second pass on PostgreSQL).
 */
import { spawnSync } from 'node:child_process';

const bin = (name: string) => `node_modules/.bin/${name}`;
const steps: Array<[string, string, string[], Record<string, string>?]> = [
  ['formatting', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  ['translations', process.execPath, ['--import', 'tsx', 'scripts/check-i18n.ts']],
  ['route types', bin('react-router'), ['typegen']],
  ['types', bin('tsc'), ['--noEmit']],
  ['lint', bin('eslint'), ['--max-warnings=0', '.']],
  ['unit and API tests', bin('vitest'), ['run']],
];
if (!process.env.SKIP_E2E) {
  steps.push(['production build', bin('react-router'), ['build']]);
  steps.push(['end-to-end tests', bin('playwright'), ['test']]);
}

for (const [name, command, args, env] of steps) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log('\n✔ all checks passed');
