import { randomBytes } from 'node:crypto';
import type { SuggestionStatus } from '#shared/contracts/suggestions.ts';
import { mailLanguageFor } from '../auth/mail-language.ts';
import type { Config } from '../platform/config.ts';
import type { DbOrTx } from '../platform/db.ts';
import { sendMail } from '../platform/mail/send-mail.ts';
import { statusMail } from './suggestions.mail.ts';
import * as repo from './suggestions.repo.ts';

/** 192 random bits, URL-safe: the only key to an address's unsubscribe page. */
const newToken = () => randomBytes(24).toString('base64url');

/**
 * Queues a status e-mail to the submitter (when they left an address) and to every voter, in the
 * transaction that changed the status, so the mails exist exactly when the change does. Each
 * address gets one e-mail (a submitter who also voted is written to as the submitter) and none
 * when it has unsubscribed.
 */
export async function notifyStatusChange(
  tx: DbOrTx,
  config: Config,
  suggestion: repo.SuggestionRow,
  status: SuggestionStatus,
): Promise<number> {
  const recipients = new Map<string, { role: 'submitter' | 'voter'; name: string; language: string }>();
  if (suggestion.email) {
    const who = { userId: suggestion.userId, email: suggestion.email };
    const language = await mailLanguageFor(tx, who, suggestion.language);
    recipients.set(suggestion.email, { role: 'submitter', name: suggestion.name, language });
  }
  for (const voter of await repo.voterRecipients(tx, suggestion.id)) {
    const email = voter.email.toLowerCase();
    if (!recipients.has(email)) recipients.set(email, { role: 'voter', name: voter.name, language: voter.language });
  }
  if (recipients.size === 0) return 0;

  const subscriptions = await repo.ensureSubscriptions(tx, [...recipients.keys()], newToken);
  let queued = 0;
  for (const [email, recipient] of recipients) {
    const subscription = subscriptions.get(email);
    if (!subscription || subscription.unsubscribedAt) continue;
    const { subject, text, headers } = statusMail({
      ...recipient,
      title: suggestion.suggestionTitle,
      status,
      unsubscribeToken: subscription.token,
      siteName: config.SITE_NAME,
      siteUrl: config.siteUrl,
    });
    await sendMail(tx, { to: email, subject, text, headers, kind: 'suggestions.status' });
    queued++;
  }
  return queued;
}
