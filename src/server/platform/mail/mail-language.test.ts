import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestPasswordReset } from '#shared/contracts/auth.endpoints.ts';
import { sendSupportMessage } from '#shared/contracts/support.endpoints.ts';
import { LANGUAGE_CODES } from '#shared/languages.ts';
import { buy, createProduct } from '../../store/store.test-helpers.ts';
import { ApiClient, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createTestUser, signedInClient } from '../../testing/users.ts';
import { createMailTransport, createOutboxWorker } from './outbox-worker.ts';
import { mailOutbox } from './outbox.schema.ts';

// Every e-mail says its language (Content-Language) and its links to the site
// open in that language (`?lang=`), whatever the browser that opens them prefers.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const outbox = () => t.app.db.select().from(mailOutbox);
/** Every address of the shop a mail's text holds. */
const siteLinks = (text: string) => text.match(/http:\/\/shop\.test\/[^\s)]*/g) ?? [];

describe('the language of an e-mail', () => {
  it('is its Content-Language, and every link to the shop carries it as ?lang=', async () => {
    const german = await createTestUser(t.app);
    await new ApiClient(t.app).ok(requestPasswordReset, { email: german.email }, { cookie: 'lang=de' });
    await new ApiClient(t.app).ok(
      sendSupportMessage,
      { name: 'Ana', email: 'ana@example.com', subject: 'Keys', message: 'Where is my key, please?' },
      { cookie: 'lang=fr' },
    );
    const product = await createProduct(t.app);
    const { client } = await signedInClient(t.app);
    client.setCookie('lang', 'es');
    await buy(client, product.id);
    const { client: english } = await signedInClient(t.app);
    await buy(english, product.id);

    const rows = await outbox();
    const byKind = (kind: string) => rows.filter((row) => row.kind === kind);
    expect(byKind('auth.password-reset')[0]!.headers).toMatchObject({ 'Content-Language': 'de' });
    expect(byKind('support.confirmation')[0]!.headers).toMatchObject({ 'Content-Language': 'fr' });
    const [spanish, inEnglish] = byKind('licence.keys');
    expect(spanish!.headers).toMatchObject({ 'Content-Language': 'es' });
    expect(siteLinks(spanish!.text)).toEqual([
      'http://shop.test/orders?lang=es',
      'http://shop.test/docs?lang=es#activation',
    ]);
    // English is a language too: the reader's browser may prefer another one.
    expect(siteLinks(inEnglish!.text)).toEqual([
      'http://shop.test/orders?lang=en',
      'http://shop.test/docs?lang=en#activation',
    ]);
    expect(siteLinks(byKind('auth.password-reset')[0]!.text)).toEqual([
      expect.stringMatching(/^http:\/\/shop\.test\/reset-password\?token=[^&]+&lang=de$/),
    ]);

    // Whatever the kind: a known language, and no link to the shop without it.
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      const language = row.headers?.['Content-Language'];
      expect(LANGUAGE_CODES, row.kind).toContain(language);
      for (const link of siteLinks(row.text)) expect(new URL(link).searchParams.get('lang'), link).toBe(language);
    }
  });

  it('is a header of the delivered message', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mail-language-'));
    const worker = createOutboxWorker({
      db: t.app.db,
      transport: createMailTransport({ mailDir: dir }),
      from: 'Shop <no-reply@shop.test>',
      replyTo: 'help@shop.test',
      log: pino({ level: 'silent' }),
    });
    expect(await worker.drain()).toBeGreaterThan(0);
    const files = await Promise.all((await readdir(dir)).map((file) => readFile(join(dir, file), 'utf8')));
    const reset = files.find((eml) => eml.includes('/reset-password?token='));
    expect(reset).toMatch(/^Content-Language: de$/m);
  });
});
