/**
 * `npm test`: everything a change can break, in order of speed. Formatting, translations, types (translation keys included), lint, unit and
 * API tests (Vitest), then the production build and the Playwright suite in system Chromium.
 * Every step runs even when an earlier one failed (a lint error does not hide a failing browser test);
 * the end lists every failed step and the exit code is 1 when any failed.
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
  // The NinjaTrader licence client (sdk/ninjatrader): built with Mono, run against a real shop (npm run test:sdk).
  ['licence client (C#)', process.execPath, ['--import', 'tsx', 'scripts/test-sdk.ts']],
];
if (!process.env.SKIP_E2E) {
  steps.push(['production build', bin('react-router'), ['build']]);
  steps.push(['end-to-end tests', bin('playwright'), ['test']]);
}

const failed: string[] = [];
for (const [name, command, args, env] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (result.status === 0) {
    console.log(`\n✔ ${name} (${seconds} s)`);
  } else {
    const why = result.error
      ? result.error.message
      : result.signal
        ? `signal ${result.signal}`
        : `exit ${result.status}`;
    console.error(`\n✖ ${name} failed (${why}, ${seconds} s)`);
    failed.push(`${name} (${why})`);
  }
}

if (failed.length > 0) {
  console.error(`\n✖ ${failed.length} of ${steps.length} steps failed:`);
  for (const name of failed) console.error(`  - ${name}`);
  process.exit(1);
}
console.log(`\n✔ all ${steps.length} checks passed`);
