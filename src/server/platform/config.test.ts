import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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

  it('treats empty optional URLs as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});
