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
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: optionalText,
  MAIL_DIR: optionalText,
  SITE_NAME: z.string().min(1).default('NovaTick'),
  SITE_URL: optionalUrl,
  SUPPORT_EMAIL: z.email().default('support@novatick.example'),
  PLATFORM_NAME: z.string().min(1).default('NinjaTrader 8'),
  PLATFORM_MIN_VERSION: z.string().min(1).default('8.1'),
  LIVE_CHAT_URL: optionalUrl,
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
  /** Sales tax in percent (e.g. 8.25), applied to the subtotal at checkout; 0 means no tax line. */
  TAX_RATE: z.coerce.number().min(0).max(100).default(0),
  /** `instant` completes an order when it is placed (no card needed); `stripe` uses Stripe Checkout. */
  PAYMENT_PROVIDER: z.enum(['instant', 'stripe']).default('instant'),
  STRIPE_SECRET_KEY: optionalText,
  /** The webhook endpoint's signing secret (`whsec_…`) for POST /_api/payments/stripe/webhook. */
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Another Stripe API address, e.g. stripe-mock (`http://127.0.0.1:12111`); unset means api.stripe.com. */
  STRIPE_API_BASE: optionalUrl,
  /** Calls per minute per IP to the public licence API (activate, validate, deactivate). */
  LICENCE_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  /** Set by `npm run dev`: pages come from Vite with hot reload instead of the production build. */
  DEV_SERVER: z.stringbool().default(false),
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
}

export class ConfigError extends Error {}

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
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    ...e,
    isProduction: e.NODE_ENV === 'production',
    siteUrl,
    mailDir: e.MAIL_DIR ?? `${e.DATA_DIR}/mail`,
    mailFrom: e.MAIL_FROM ?? `${e.SITE_NAME} <no-reply@${new URL(siteUrl).hostname}>`,
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((a) => a.trim().toLowerCase())
      .filter(Boolean),
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
        : null,
  };
}
