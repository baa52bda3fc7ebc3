import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, MAX_DEFAULT_WORKERS } from './config.ts';
import { siteSettings } from './ssr.ts';

describe('loadConfig', () => {
  it('has working defaults for a fresh clone', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      SITE_NAME: 'NovaTick',
      PLATFORM_MIN_VERSION: '8.1',
      siteUrl: 'http://localhost:3000',
      mailDir: './data/mail',
      isProduction: false,
    });
  });

  it('names every bad variable in one clear message', () => {
    expect(() => loadConfig({ PORT: 'abc', SUPPORT_EMAIL: 'nope' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', SUPPORT_EMAIL: 'nope' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/SUPPORT_EMAIL/);
    }
  });

  it('hands the DISCLAIMER_* texts to the pages; unset or blank, the pages show the translated default', () => {
    expect(siteSettings(loadConfig({})).disclaimers).toEqual({ footer: null, performance: null, testimonials: null });
    const own = siteSettings(
      loadConfig({
        DISCLAIMER_FOOTER: 'Trading is risky.',
        DISCLAIMER_PERFORMANCE: ' Simulated results only. ',
        DISCLAIMER_TESTIMONIALS: '   ',
      }),
    );
    expect(own.disclaimers).toEqual({
      footer: 'Trading is risky.',
      performance: 'Simulated results only.',
      testimonials: null,
    });
  });

  it('treats empty optional URLs as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('holds commissions 14 days and allows 3 sign-ups per IP by default; the test clock never runs in production', () => {
    expect(loadConfig({})).toMatchObject({
      AFFILIATE_HOLD_DAYS: 14,
      AFFILIATE_FRAUD_SIGNUPS_PER_IP: 3,
      E2E_TEST_CLOCK: false,
    });
    expect(loadConfig({ E2E_TEST_CLOCK: 'true' }).E2E_TEST_CLOCK).toBe(true);
    expect(() => loadConfig({ E2E_TEST_CLOCK: 'true', NODE_ENV: 'production' })).toThrow(/E2E_TEST_CLOCK/);
  });

  it('takes a cron expression for BACKUP_SCHEDULE and a metrics token of 16 characters or more', () => {
    expect(loadConfig({ BACKUP_SCHEDULE: '0 3 * * *' }).BACKUP_SCHEDULE).toBe('0 3 * * *');
    expect(() => loadConfig({ BACKUP_SCHEDULE: 'every night' })).toThrow(/BACKUP_SCHEDULE/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({}).BACKUP_KEEP).toBe(14);
  });

  it('runs one worker per core only where they can share their state (PostgreSQL and Redis)', () => {
    const shared = { DATABASE_URL: 'postgres://localhost/shop', REDIS_URL: 'redis://localhost:6379' };
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ DATABASE_URL: shared.DATABASE_URL }).workers).toBe(1);
    expect(loadConfig(shared).workers).toBe(Math.min(availableParallelism(), MAX_DEFAULT_WORKERS));
    expect(MAX_DEFAULT_WORKERS).toBe(4);
    expect(loadConfig({ ...shared, WEB_CONCURRENCY: '3' }).workers).toBe(3);
    expect(loadConfig({ ...shared, WEB_CONCURRENCY: '1' }).workers).toBe(1);
    expect(loadConfig({ ...shared, DEV_SERVER: 'true' }).workers).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).workers).toBe(1);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY: more than one worker needs/);
    expect(() => loadConfig({ ...shared, WEB_CONCURRENCY: '2', E2E_TEST_CLOCK: 'true' })).toThrow(/WEB_CONCURRENCY/);
    expect(() => loadConfig({ ...shared, WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
  });
});
