import { eq, or, sql } from 'drizzle-orm';
import { users } from '../auth/auth.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { mailOutbox } from '../platform/mail/outbox.schema.ts';

// The SQL of account deletion (GDPR art. 17) that is this domain's: the locks and the mail outbox.
// Every other domain blanks its own rows through a function of its face (deletion.service.ts).

/** The account, locked until the transaction ends (a second deletion waits, then sees it done). */
export async function lockUser(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      displayName: users.displayName,
      role: users.role,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/** How many admins there are, the admin rows locked so two admins deleting themselves queue up. */
export async function lockAdmins(db: DbOrTx): Promise<number> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
  return rows.length;
}

/** Every queued or sent mail to, from or about the address (the outbox is the platform's). */
export async function deleteMails(db: DbOrTx, email: string) {
  await db
    .delete(mailOutbox)
    .where(
      or(
        eq(mailOutbox.to, email),
        eq(mailOutbox.replyTo, email),
        sql`strpos(lower(${mailOutbox.subject}), ${email}) > 0`,
        sql`strpos(lower(${mailOutbox.text}), ${email}) > 0`,
      ),
    );
}
