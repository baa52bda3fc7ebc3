import type { DbOrTx } from '../db.ts';
import { mailOutbox } from './outbox.schema.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the message is about, e.g. `licence.keys`; used by tests, logs and the admin. */
  kind: string;
}

/**
 * Queues an e-mail. Pass the transaction of the event that causes it, so the mail exists
 * exactly when the event does; the outbox worker delivers it later, with retries.
 */
export async function sendMail(db: DbOrTx, message: MailMessage): Promise<number> {
  const [row] = await db.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
  return row!.id;
}
