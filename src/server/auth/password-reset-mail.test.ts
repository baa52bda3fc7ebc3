import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../platform/mail/outbox.schema.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { passwordResetMail } from './password-reset-mail.ts';
import { registerWithPassword, requestPasswordReset } from '#shared/contracts/auth.endpoints.ts';

const mail = {
  to: 'ana@example.com',
  displayName: 'Ana',
  link: 'http://shop.test/reset-password?token=abc',
  siteName: 'NovaTick',
};

describe('password reset e-mail', () => {
  it('in English and in German, with the link in that language', () => {
    const en = passwordResetMail({ ...mail, language: 'en' });
    expect(en).toMatchObject({ kind: 'auth.password-reset', subject: 'Reset your NovaTick password' });
    expect(en.text).toContain('Someone asked to reset the password of your NovaTick account.');
    expect(en.text).toContain('\nhttp://shop.test/reset-password?token=abc&lang=en\n');
    const de = passwordResetMail({ ...mail, language: 'de' });
    expect(de.subject).toBe('Ihr NovaTick-Passwort zurücksetzen');
    expect(de.text).toContain('Hallo Ana,');
    expect(de.text).toContain('Der Link funktioniert einmal.');
    expect(de.text).toContain('\nhttp://shop.test/reset-password?token=abc&lang=de\n');
  });
});

describe('POST /_api/auth/forgot_password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes the reset e-mail in the language of the page it was asked from', async () => {
    const email = 'sprache@example.com';
    const signup = await new ApiClient(t.app, '10.31.0.1').call(registerWithPassword, {
      email,
      password: 'correct horse battery staple',
      displayName: 'Jonas',
    });
    expect(signup.status).toBe(200);
    const client = new ApiClient(t.app, '10.31.0.2');
    client.setCookie('lang', 'de');
    expect((await client.call(requestPasswordReset, { email })).status).toBe(200);
    const mails = () =>
      t.app.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'auth.password-reset')));
    await vi.waitFor(async () => expect(await mails()).toHaveLength(1));
    const [reset] = await mails();
    expect(reset!.subject).toBe('Ihr NovaTick-Passwort zurücksetzen');
    expect(reset!.text).toMatch(/http:\/\/shop\.test\/reset-password\?token=[\w-]+/);
  });
});
