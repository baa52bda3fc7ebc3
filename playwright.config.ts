import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? `/tmp/novatick-e2e-${port}`;
// A real local OpenID provider stands in for Google (tests/support/oidc-provider.ts).
const oidcPort = port + 1000;
const oidcEnv = {
  OIDC_ISSUER: `http://localhost:${oidcPort}`,
  OIDC_CLIENT_ID: 'novatick-test',
  OIDC_CLIENT_SECRET: 'novatick-test-secret-0123456789abcdef',
};

// System Chromium (Debian package): nothing downloads a browser at install time.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-quic',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    // A common laptop size (the signed-in header bar fits from 1024 px; customer-basics checks 1024–1440).
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1536, height: 864 }, launchOptions } },
    // On a phone: every page a visitor or customer opens, in the specs that walk through the pages.
    // The shop owner's admin pages, the long affiliate journey, and the specs about what the server
    // answers (headers, hostile addresses, native form posts) or about one flow whose pages are
    // already covered here (invoices, downloads, e-mailed links, account data, translations) run at
    // desktop size only, which keeps the suite within CI's budget. The business model's spec moves the
    // e2e server's one app clock, so it runs once, its tests one after another.
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions },
      testIgnore:
        /(account-data|business-model|hostile-pages|invoices|library|licence-reset|release-notices|pre-hydration-submit|page-headers|translations|refunds|discounts|suggestion-comments|commissions|admin-[a-z-]+|affiliate|html-validity|no-english-left|label-in-name)\.spec\.ts$/,
      grepInvert:
        /admin (indicator management|orders|licences|guard|blog|suggestions|support inbox|analytics|customers|discount codes|tax rates)|affiliate program/,
    },
  ],
  webServer: [
    {
      command: 'node --import tsx tests/support/oidc-provider.ts',
      url: `http://localhost:${oidcPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { OIDC_PORT: String(oidcPort), OIDC_REDIRECT_URI: `http://localhost:${port}/_api/auth/oauth_callback` },
      stdout: 'ignore',
      stderr: 'ignore',
    },
    {
      command: 'node --import tsx scripts/e2e-server.ts',
      url: `http://localhost:${port}/readyz`,
      reuseExistingServer: false,
      // Seeding a fresh embedded database takes ~20 s on a quiet machine, minutes on a loaded one.
      timeout: 300_000,
      // Every spec signs in from 127.0.0.1, so the per-IP auth limits are lifted (API tests cover them).
      env: { E2E_PORT: String(port), E2E_DATA_DIR, ...oidcEnv, AUTH_RATE_LIMIT: '100000' },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
