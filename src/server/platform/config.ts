import { availableParallelism } from 'node:os';
import { Cron } from 'croner';
import { z } from 'zod';
import { TrustProxySchema } from './trust-proxy.ts';

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

/**
 * Every setting comes from the environment (DESIGN "Operations"). Each is documented in
 * README.md and `.env.example`; add new ones in all three places.
 */
const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  /** false behind a pooler in transaction mode (PgBouncer before 1.21): statements go unnamed. */
  DATABASE_NAMED_STATEMENTS: z.stringbool().default(true),
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: optionalText,
  MAIL_DIR: optionalText,
  SITE_NAME: z.string().min(1).default('NovaTick'),
  /** The IANA time zone the admin analytics cut days, weeks and months in. */
  ANALYTICS_TIME_ZONE: z
    .string()
    .default('UTC')
    .refine(
      (zone) => Intl.supportedValuesOf('timeZone').includes(zone) || zone === 'UTC',
      'an IANA time zone, e.g. Europe/Berlin',
    ),
  SITE_URL: optionalUrl,
  SUPPORT_EMAIL: z.email().default('support@novatick.example'),
  PLATFORM_NAME: z.string().min(1).default('NinjaTrader 8'),
  PLATFORM_MIN_VERSION: z.string().min(1).default('8.1'),
  LIVE_CHAT_URL: optionalUrl,
  /**
   * The platform vendor disclosures in the shop owner's own words, one text for
   * every language; unset, each page shows the translated default.
   */
  DISCLAIMER_FOOTER: optionalText,
  DISCLAIMER_PERFORMANCE: optionalText,
  DISCLAIMER_TESTIMONIALS: optionalText,
  SEED: z.enum(['auto', 'always', 'never']).default('auto'),
  /** Proxies whose X-Forwarded-For entries are believed: false, a hop count, or addresses/CIDRs (`trust-proxy.ts`). */
  TRUST_PROXY: TrustProxySchema,
  BUILD_DIR: z.string().default('build'),
  /** OpenID Connect sign-in ("Continue with Google"): issuer, client id and secret; unset hides the button. */
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  /** Comma-separated addresses that are made admins (at start, sign-up and sign-in). */
  ADMIN_EMAILS: z.string().default(''),
  /** Attempts per minute per IP (and per account) on sign-in, sign-up, password reset and OAuth. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Sales tax in percent (e.g. 8.25): the default for a country without a row in the admin's tax table. */
  TAX_RATE: z.coerce.number().min(0).max(100).default(0),
  /** `true`: shown prices already hold the tax, which each order splits out; `false`: tax is added on top. */
  PRICES_INCLUDE_TAX: z.stringbool().default(false),
  /** `instant` completes an order when it is placed (no card needed); `stripe` uses Stripe Checkout. */
  PAYMENT_PROVIDER: z.enum(['instant', 'stripe']).default('instant'),
  STRIPE_SECRET_KEY: optionalText,
  /** The seller on every invoice: legal name, address (lines split by `|`) and tax id. */
  SELLER_NAME: z.string().min(1).default('NovaTick Software Ltd. (demo)'),
  SELLER_ADDRESS: z.string().min(1).default('100 Market Street, Suite 300|San Francisco, CA 94105|United States'),
  SELLER_TAX_ID: z.string().min(1).default('EIN 00-0000000 (demo)'),
  /** The webhook endpoint's signing secret (`whsec_…`) for POST /_api/payments/stripe/webhook. */
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Another Stripe API address, e.g. stripe-mock (`http://127.0.0.1:12111`); unset means api.stripe.com. */
  STRIPE_API_BASE: optionalUrl,
  /** Calls per minute per IP to the public licence API (activate, validate, deactivate). */
  LICENCE_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  /** A machine whose add-on has not validated for this many days is freed by the heartbeat job; 0 turns it off. */
  LICENCE_INACTIVE_DAYS: z.coerce.number().int().min(0).max(3650).default(45),
  /** Self-service machine resets an owner may confirm per licence in 365 days (at most one a day); 0 turns them off. */
  LICENCE_RESETS_PER_YEAR: z.coerce.number().int().min(0).default(3),
  /** Calls per minute per licence key to the same API (a leaked key cannot flood the shop from many addresses). */
  LICENCE_KEY_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Days an offline licence file is valid from its issue (POST /_api/licences/offline). */
  LICENCE_OFFLINE_DAYS: z.coerce.number().int().min(1).max(366).default(30),
  /** Days a new affiliate commission stays pending (the refund window) before the hourly job approves it. */
  AFFILIATE_HOLD_DAYS: z.coerce.number().int().min(0).max(365).default(14),
  /** Sign-ups one affiliate may get from one IP address in 24 hours; more are flagged for fraud review. */
  AFFILIATE_FRAUD_SIGNUPS_PER_IP: z.coerce.number().int().min(1).default(3),
  /** Development and tests: webhooks may go to loopback receivers (127.0.0.0/8, ::1), over http too. Never in production. */
  WEBHOOK_ALLOW_LOOPBACK: z.stringbool().default(false),
  /** Calls a minute one seller API key may make. */
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  /** `GET /metrics` answers Prometheus scrapes that send `Authorization: Bearer <this>`; unset: 404. */
  METRICS_TOKEN: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16).optional()),
  /** Where `npm run backup` and the shop's scheduled backups write; unset: DATA_DIR/backups, unless BACKUP_S3_BUCKET is set. */
  BACKUP_DIR: optionalText,
  /** Backups kept; older ones are deleted after each new one. */
  BACKUP_KEEP: z.coerce.number().int().min(1).default(14),
  /** A cron expression (e.g. `0 3 * * *`): the shop backs itself up on it, one instance at a time. Unset: only by hand. */
  BACKUP_SCHEDULE: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .refine((expression) => {
        try {
          new Cron(expression, { paused: true }).stop();
          return true;
        } catch {
          return false;
        }
      }, 'a cron expression, e.g. "0 3 * * *"')
      .optional(),
  ),
  /** S3-compatible storage for backups, used when the bucket is set (the endpoint and keys default to the release files' S3_*). */
  BACKUP_S3_BUCKET: optionalText,
  BACKUP_S3_PREFIX: z.string().default('backups/'),
  BACKUP_S3_ENDPOINT: optionalUrl,
  BACKUP_S3_REGION: optionalText,
  BACKUP_S3_ACCESS_KEY_ID: optionalText,
  BACKUP_S3_SECRET_ACCESS_KEY: optionalText,
  /** Test only (set by scripts/e2e-server.ts): adds a clock control endpoint; refused when NODE_ENV=production. */
  E2E_TEST_CLOCK: z.stringbool().default(false),
  /** Signs short-lived download links (HMAC); unset: a random one kept in DATA_DIR/app-secret. Set it when instances share the load. */
  APP_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32).optional()),
  /** S3-compatible storage for release files, used when the bucket, endpoint and both keys are set; else DATA_DIR/files. */
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Bucket in the path (`endpoint/bucket/key`), as MinIO and most S3-compatible servers want; false: `bucket.endpoint`. */
  S3_FORCE_PATH_STYLE: z.stringbool().default(true),
  /** The largest release file an admin may upload, in bytes (200 MB). */
  RELEASE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(200 * 1024 * 1024),
  /** Bytes the cache of rendered anonymous pages may hold, bodies and their gzip and brotli forms (64 MiB). */
  PAGE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(64 * 1024 * 1024),
  /** Bytes the cache of signed-in users' rendered pages may hold, compressed forms included (64 MiB). */
  USER_PAGE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(64 * 1024 * 1024),
  /** Set by `npm run dev`: pages come from Vite with hot reload instead of the production build. */
  DEV_SERVER: z.stringbool().default(false),
  /**
   * Server processes (platform/cluster.ts). Unset: one per core, at most 4, when the workers can
   * share their state (PostgreSQL and Redis), else one.
   */
  WEB_CONCURRENCY: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(64).optional()),
});

export type Env = z.infer<typeof ConfigSchema>;

export interface Config extends Env {
  isProduction: boolean;
  siteUrl: string;
  mailDir: string;
  mailFrom: string;
  /** ADMIN_EMAILS, trimmed and lower-cased. */
  adminEmails: string[];
  /** Set when OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are all present. */
  oidc: { issuer: string; clientId: string; clientSecret: string } | null;
  /** Set when S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are all present. */
  s3: S3Config | null;
  /** The invoices' seller block, from SELLER_NAME, SELLER_ADDRESS (split at `|`) and SELLER_TAX_ID. */
  seller: SellerInfo;
  /** How many server processes serve the port: WEB_CONCURRENCY, or one per core where they can share their state. */
  workers: number;
}

export interface SellerInfo {
  name: string;
  addressLines: string[];
  taxId: string;
}

export interface S3Config {
  bucket: string;
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

const S3_VARIABLES = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export class ConfigError extends Error {}

/** Unset WEB_CONCURRENCY stops here: each worker opens up to 10 PostgreSQL connections (PostgreSQL allows 100 by default). */
export const MAX_DEFAULT_WORKERS = 4;

/**
 * Workers share the database, the caches' version keys and the rate limits, so more than one needs
 * PostgreSQL and Redis. Vite's development server and the e2e test clock live in one process.
 */
function workerCount(e: Env): number {
  const shareable = Boolean(e.DATABASE_URL && e.REDIS_URL) && !e.DEV_SERVER && !e.E2E_TEST_CLOCK;
  if (e.WEB_CONCURRENCY === undefined) return shareable ? Math.min(availableParallelism(), MAX_DEFAULT_WORKERS) : 1;
  if (e.WEB_CONCURRENCY > 1 && !shareable) {
    throw new ConfigError(
      'Invalid configuration:\n  WEB_CONCURRENCY: more than one worker needs DATABASE_URL (PostgreSQL) and REDIS_URL, without DEV_SERVER or E2E_TEST_CLOCK',
    );
  }
  return e.WEB_CONCURRENCY;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.PAYMENT_PROVIDER === 'stripe' && (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_PROVIDER: stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
  }
  if (e.E2E_TEST_CLOCK && e.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration:\n  E2E_TEST_CLOCK: test only, never with NODE_ENV=production');
  }
  if (e.WEBHOOK_ALLOW_LOOPBACK && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  WEBHOOK_ALLOW_LOOPBACK: development and tests only, never with NODE_ENV=production',
    );
  }
  const s3Missing = S3_VARIABLES.filter((name) => !e[name]);
  if (s3Missing.length > 0 && s3Missing.length < S3_VARIABLES.length) {
    throw new ConfigError(`Invalid configuration:\n  S3 storage also needs ${s3Missing.join(', ')}`);
  }
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    workers: workerCount(e),
    ...e,
    isProduction: e.NODE_ENV === 'production',
    siteUrl,
    mailDir: e.MAIL_DIR ?? `${e.DATA_DIR}/mail`,
    mailFrom: e.MAIL_FROM ?? `${e.SITE_NAME} <no-reply@${new URL(siteUrl).hostname}>`,
    seller: {
      name: e.SELLER_NAME,
      addressLines: e.SELLER_ADDRESS.split('|')
        .map((line) => line.trim())
        .filter(Boolean),
      taxId: e.SELLER_TAX_ID,
    },
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((a) => a.trim().toLowerCase())
      .filter(Boolean),
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
        : null,
    s3:
      e.S3_BUCKET && e.S3_ENDPOINT && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : null,
  };
}
