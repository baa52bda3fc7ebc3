import { eq } from 'drizzle-orm';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db.ts';
import { createTestDatabase } from '../../testing/test-db.ts';
import {
  createMailTransport,
  createOutboxWorker,
  MAX_ATTEMPTS,
  nextAttemptDelayMs,
  type MailTransport,
} from './outbox-worker.ts';
import { mailOutbox } from './outbox.schema.ts';
import { sendMail } from './send-mail.ts';

let database: Database;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('mail outbox', () => {
  it('keeps no mail when the transaction that queued it rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await sendMail(tx, { to: 'a@example.com', subject: 'Hi', text: 'Body', kind: 'test.rollback', language: 'en' });
        throw new Error('order failed');
      }),
    ).rejects.toThrow('order failed');
    const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'test.rollback'));
    expect(rows).toHaveLength(0);
  });

  it('writes an .eml file per message when no SMTP server is configured', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mail-'));
    const id = await sendMail(database.db, {
      to: 'trader@example.com',
      subject: 'Your licence keys',
      text: 'KEY-123',
      kind: 'test.eml',
      language: 'de',
    });
    const worker = createOutboxWorker({
      db: database.db,
      transport: createMailTransport({ mailDir: dir }),
      from: 'Shop <no-reply@shop.test>',
      replyTo: 'help@shop.test',
      log,
    });
    expect(await worker.drain()).toBeGreaterThanOrEqual(1);
    const files = await readdir(dir);
    const file = files.find((f) => f.endsWith(`-${id}.eml`));
    expect(file).toBeDefined();
    const eml = await readFile(join(dir, file!), 'utf8');
    expect(eml).toContain('To: trader@example.com');
    expect(eml).toContain('Subject: Your licence keys');
    expect(eml).toContain('KEY-123');
    // A customer who answers the no-reply sender reaches support.
    expect(eml).toContain('Reply-To: help@shop.test');
    // The message says its language.
    expect(eml).toMatch(/^Content-Language: de$/m);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('puts the Reply-To a message names (a staff notification names the customer) in the .eml', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mail-'));
    const id = await sendMail(database.db, {
      to: 'help@shop.test',
      replyTo: 'ana@example.com',
      subject: '[Support #1] Hi',
      text: 'x',
      kind: 'test.reply-to',
      language: 'en',
    });
    const worker = createOutboxWorker({
      db: database.db,
      transport: createMailTransport({ mailDir: dir }),
      from: 'Shop <no-reply@shop.test>',
      replyTo: 'help@shop.test',
      log,
    });
    await worker.drain();
    const file = (await readdir(dir)).find((f) => f.endsWith(`-${id}.eml`));
    const eml = await readFile(join(dir, file!), 'utf8');
    expect(eml).toContain('Reply-To: ana@example.com');
    expect(eml).not.toContain('Reply-To: help@shop.test');
  });

  it('retries a failed delivery later with backoff and gives up after the last attempt', async () => {
    const failing: MailTransport = { deliver: async () => Promise.reject(new Error('SMTP down')) };
    const id = await sendMail(database.db, {
      to: 'b@example.com',
      subject: 'Retry',
      text: 'x',
      kind: 'test.retry',
      language: 'en',
    });
    const failedAt = Date.UTC(2030, 0, 1, 12);
    const worker = createOutboxWorker({
      db: database.db,
      transport: failing,
      from: 'x@shop.test',
      replyTo: 'help@shop.test',
      log,
      now: () => failedAt,
    });
    await worker.drain();
    let [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP down' });
    expect(row!.nextAttemptAt.getTime()).toBe(failedAt + nextAttemptDelayMs(1));
    expect(nextAttemptDelayMs(2)).toBe(60_000);

    await database.db
      .update(mailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: new Date(0) })
      .where(eq(mailOutbox.id, id));
    await worker.drain();
    [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  });
});
