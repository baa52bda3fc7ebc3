import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { basename } from 'node:path';

/** One error of the Nu HTML checker (vnu.jar's JSON output). */
export interface NuMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  extract?: string;
}

/**
 * Runs the Nu HTML checker of the `vnu-jar` package once over `files`, errors only, and returns its
 * errors. It needs Java 11 or later on the PATH: without it this throws with what to install, so
 * the check fails instead of passing unseen (CI installs `default-jre-headless`, .ci/run).
 */
export function nuHtmlErrors(files: string[]): NuMessage[] {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0)
    throw new Error(
      'The HTML check needs Java 11+ to run vnu.jar, and `java` was not found. Install it, e.g. `apt-get install -y default-jre-headless`.',
    );
  const jar = createRequire(import.meta.url)('vnu-jar') as string;
  const run = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  // vnu.jar writes its report to stderr and exits 1 when it found errors.
  const report = run.stderr.trim();
  if (!report.startsWith('{')) throw new Error(`vnu.jar did not answer a report (exit ${run.status}): ${report}`);
  return (JSON.parse(report) as { messages: NuMessage[] }).messages.filter((m) => m.type !== 'info');
}

/** One line per error: its page (`pageOf` the file name), line and column, message and markup. */
export const describeNuMessage = (m: NuMessage, pageOf: (file: string) => string) =>
  `${pageOf(basename(decodeURIComponent(m.url)))} line ${m.lastLine ?? '?'}:${m.firstColumn ?? '?'} ${m.message}${
    m.extract ? `\n    ${m.extract.replace(/\s+/g, ' ')}` : ''
  }`;
