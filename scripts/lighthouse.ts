/**
 * Lighthouse (mobile, the default preset: emulated phone, simulated slow 4G and CPU) against the
 * production build, printing performance / accessibility / best practices / SEO per page.
 *
 *   npm run build && node --import tsx scripts/lighthouse.ts [/ /pricing user:/orders …] [--url http://host:port]
 *
 * A page written `user:/path` is measured signed in as the demo trader (its session cookie sent
 * with every request of the page, as a returning customer's browser does).
 *
 * Without --url it starts the built shop itself (scripts/e2e-server.ts: fresh embedded database
 * with demo data) on LH_PORT (default 3399) and stops it afterwards. Uses the system Chromium
 * (CHROME_PATH, default /usr/bin/chromium) and needs no network beyond localhost.
 * DESIGN "Performance rules": benchmarks print, they do not fail; `--assert` exits 1 when a
 * score is below the targets (performance 90, the others 100). LH_SAVE=<dir> keeps the reports.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';

const args = process.argv.slice(2);
const urlFlag = args.indexOf('--url');
const assert = args.includes('--assert');
const paths = args.filter((a, i) => (a.startsWith('/') || a.startsWith('user:/')) && args[i - 1] !== '--url');
const DEMO_TRADER = { email: 'trader@novatick.example', password: 'trader-demo-2026' };
const port = Number(process.env.LH_PORT ?? 3399);
const base = urlFlag >= 0 ? args[urlFlag + 1]! : `http://localhost:${port}`;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const debugPort = Number(process.env.LH_DEBUG_PORT ?? 9333);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 90,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

/** The demo trader's session cookie, signed in through the API (the origin check wants the site's origin). */
async function traderCookie(): Promise<string> {
  const response = await fetch(`${base}/_api/auth/login_with_password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(base).origin },
    body: JSON.stringify(DEMO_TRADER),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.includes('session='));
  if (!response.ok || !cookie) throw new Error(`sign in as the demo trader: ${response.status}`);
  return cookie.split(';')[0]!;
}

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function startShop(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/e2e-server.ts'], {
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_DATA_DIR: join(tmpdir(), `novatick-lighthouse-${port}`),
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

function startChromium(profile: string): ChildProcess {
  return spawn(
    chromePath,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      `--remote-debugging-port=${debugPort}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
}

const shop = urlFlag >= 0 ? null : startShop();
const profile = mkdtempSync(join(tmpdir(), 'lighthouse-chrome-'));
const chrome = startChromium(profile);
let failed = false;
try {
  await waitFor(`${base}/readyz`, 120_000);
  await waitFor(`http://127.0.0.1:${debugPort}/json/version`, 30_000);
  const rows: Array<Record<string, string | number>> = [];
  let cookie: string | null = null;
  for (const page of paths.length ? paths : ['/']) {
    const signedIn = page.startsWith('user:');
    const path = signedIn ? page.slice('user:'.length) : page;
    if (signedIn) cookie ??= await traderCookie();
    // Mobile is Lighthouse's default form factor and throttling.
    const result = await lighthouse(new URL(path, base).toString(), {
      port: debugPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      ...(signedIn && cookie ? { extraHeaders: { cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { categories, audits } = result.lhr;
    // LH_SAVE=<dir> keeps each full report (open it in the Lighthouse viewer) for digging into a score.
    if (process.env.LH_SAVE)
      writeFileSync(
        join(process.env.LH_SAVE, `lighthouse${page.replace(/\W+/g, '-')}.json`),
        JSON.stringify(result.lhr),
      );
    const row: Record<string, string | number> = { page };
    for (const key of CATEGORIES) {
      const score = Math.round((categories[key]?.score ?? 0) * 100);
      row[key] = score;
      if (score < TARGETS[key]) failed = true;
    }
    row.LCP = audits['largest-contentful-paint']?.displayValue ?? '';
    row.CLS = audits['cumulative-layout-shift']?.displayValue ?? '';
    row.TBT = audits['total-blocking-time']?.displayValue ?? '';
    rows.push(row);
    for (const key of CATEGORIES) {
      for (const ref of categories[key]?.auditRefs ?? []) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
          console.log(`  ${page} ${key}: ${audit.id} (${audit.score}) ${audit.displayValue ?? ''}`);
      }
    }
  }
  console.table(rows);
} finally {
  shop?.kill('SIGTERM');
  // Chromium writes to its profile until it has really exited.
  await new Promise((resolve) => {
    chrome.once('exit', resolve);
    chrome.kill();
    setTimeout(resolve, 5_000);
  });
  rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}
if (assert && failed) {
  console.error(`Below target (performance ${TARGETS.performance}, the others 100).`);
  process.exit(1);
}
