/**
 * JavaScript a first visit downloads (DESIGN "Performance rules": <= 170 KB gzip per public page).
 * Opens each page in system Chromium, waits until it is idle, and sums the gzip size of every
 * script it fetched (measured by gzip -9 of the body, so the figure does not depend on the
 * server's compression level).
 *
 *   node --import tsx scripts/js-budget.ts --url http://localhost:3000 [/ /products …] [--assert]
 *
 * Prints a table; `--assert` exits 1 when a page is over budget; `--list` also prints each
 * script with its size, largest first, to see what a page pulls in.
 */
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;
const args = process.argv.slice(2);
const urlFlag = args.indexOf('--url');
const base = urlFlag >= 0 ? args[urlFlag + 1]! : 'http://localhost:3000';
const assert = args.includes('--assert');
const list = args.includes('--list');
const given = args.filter((a, i) => a.startsWith('/') && args[i - 1] !== '--url');
const paths = given.length ? given : ['/', '/pricing', '/products', '/blog', '/support', '/suggestions', '/login'];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
let over = false;
console.log('page                          scripts   gzip KB');
for (const path of paths) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const bodies: Promise<{ url: string; gzip: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = response.body().catch(() => Buffer.alloc(0));
    bodies.push(body.then((b) => ({ url: response.url(), gzip: gzipSync(b, { level: 9 }).length })));
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  const sizes = await Promise.all(bodies);
  const kb = sizes.reduce((sum, script) => sum + script.gzip, 0) / 1024;
  if (kb > BUDGET_KB) over = true;
  console.log(
    `${path.padEnd(30)}${String(sizes.length).padStart(7)}${kb.toFixed(1).padStart(10)}${kb > BUDGET_KB ? '  over budget' : ''}`,
  );
  if (list) {
    for (const script of sizes.sort((a, b) => b.gzip - a.gzip)) {
      console.log(`    ${(script.gzip / 1024).toFixed(1).padStart(6)}  ${new URL(script.url).pathname}`);
    }
  }
  await context.close();
}
await browser.close();
if (assert && over) process.exit(1);
