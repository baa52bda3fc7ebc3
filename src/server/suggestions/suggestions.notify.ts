import { randomBytes } from 'node:crypto';
import type { SuggestionStatus } from '#shared/contracts/suggestions.ts';
import { mailLanguageFor } from '../auth/index.ts';
import type { Config } from '../platform/config.ts';
import type { DbOrTx } from '../platform/db.ts';
import { sendMail, type MailMessage } from '../platform/mail/send-mail.ts';
import { replyMail, statusMail } from './suggestions.mail.ts';
import * as repo from './suggestions.repo.ts';
import * as mailSubscriptions from './mail-subscriptions.repo.ts';

/** 192 random bits, URL-safe: the only key to an address's unsubscribe page. */
const newToken = () => randomBytes(24).toString('base64url');

interface Recipient {
  role: 'submitter' | 'subscriber';
  name: string;
  language: string;
  userId: number | null;
}

/**
 * Who hears about a suggestion (opt-in): its submitter unless they left it ("Notify me"
 * off), and everyone who chose "Notify me". Voting alone no longer e-mails anyone. Each address
 * once (a submitter who also subscribed is written to as the submitter).
 */
async function recipientsOf(tx: DbOrTx, suggestion: repo.SuggestionRow) {
  const recipients = new Map<string, Recipient>();
  if (suggestion.email && suggestion.submitterSubscribed)
    recipients.set(suggestion.email.toLowerCase(), {
      role: 'submitter',
      name: suggestion.name,
      language: await mailLanguageFor(tx, { userId: suggestion.userId, email: suggestion.email }, suggestion.language),
      userId: suggestion.userId,
    });
  for (const subscriber of await repo.subscriberRecipients(tx, suggestion.id)) {
    const email = subscriber.email.toLowerCase();
    if (!recipients.has(email)) recipients.set(email, { role: 'subscriber', ...subscriber });
  }
  return recipients;
}

/**
 * Queues one e-mail per recipient who has not unsubscribed by address (the link in every one),
 * in the caller's transaction, so the mails exist exactly when the change does.
 */
async function notify(
  tx: DbOrTx,
  suggestion: repo.SuggestionRow,
  kind: string,
  write: (recipient: Recipient, token: string) => Omit<MailMessage, 'to' | 'kind'>,
  skipUserId?: number,
): Promise<number> {
  const recipients = await recipientsOf(tx, suggestion);
  for (const [email, recipient] of recipients)
    if (skipUserId && recipient.userId === skipUserId) recipients.delete(email);
  if (recipients.size === 0) return 0;
  const subscriptions = await mailSubscriptions.ensureSubscriptions(tx, [...recipients.keys()], newToken);
  let queued = 0;
  for (const [email, recipient] of recipients) {
    const subscription = subscriptions.get(email);
    if (!subscription || subscription.unsubscribedAt) continue;
    await sendMail(tx, { to: email, kind, ...write(recipient, subscription.token) });
    queued++;
  }
  return queued;
}

const site = (config: Config) => ({ siteName: config.SITE_NAME, siteUrl: config.siteUrl });

/** A status change: e-mails the submitter and the subscribers (kind `suggestions.status`). */
export function notifyStatusChange(
  tx: DbOrTx,
  config: Config,
  suggestion: repo.SuggestionRow,
  status: SuggestionStatus,
): Promise<number> {
  return notify(tx, suggestion, 'suggestions.status', (recipient, token) =>
    statusMail({
      ...recipient,
      title: suggestion.suggestionTitle,
      suggestionId: suggestion.id,
      status,
      unsubscribeToken: token,
      ...site(config),
    }),
  );
}

/** An admin's official reply: e-mails the same people, except the admin who wrote it (kind `suggestions.reply`). */
export function notifyOfficialReply(
  tx: DbOrTx,
  config: Config,
  suggestion: repo.SuggestionRow,
  reply: string,
  authorId: number,
): Promise<number> {
  return notify(
    tx,
    suggestion,
    'suggestions.reply',
    (recipient, token) =>
      replyMail({
        ...recipient,
        title: suggestion.suggestionTitle,
        suggestionId: suggestion.id,
        reply,
        unsubscribeToken: token,
        ...site(config),
      }),
    authorId,
  );
}
