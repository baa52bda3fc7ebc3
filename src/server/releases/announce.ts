import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db.ts';
import { appSecret } from '../platform/app-secret.ts';
import { sendMails } from '../platform/mail/send-mail.ts';
import { signUnsubscribeToken } from '../platform/mail/unsubscribe.ts';
import { releaseNoticeMail } from './notice.mail.ts';
import * as notices from './notices.repo.ts';
import { findRelease } from './releases.repo.ts';

/** Owners written to per step: one insert of this many outbox rows, well under a second. */
export const ANNOUNCE_BATCH = 500;

/** The list name in release notices' unsubscribe tokens (a suggestion's token cannot stop these). */
export const RELEASE_NOTICES_LIST = 'release-notices';

/**
 * One step of the oldest open release announcement, in one transaction: the next `batch` owners
 * after the cursor get their e-mail queued and the cursor moves past them, so a step is written
 * once or not at all. The announcement row stays locked meanwhile (SKIP LOCKED: another instance
 * takes the next announcement or none). A release withdrawn before its turn (or back to draft
 * midway) is announced to nobody more; one back to draft before its turn waits for its next
 * publication. Answers how many e-mails were queued, or null when nothing was open.
 */
export async function announceStep(db: Db, config: Config, batch = ANNOUNCE_BATCH): Promise<number | null> {
  return db.transaction(async (tx) => {
    const announcement = await notices.claimOpenAnnouncement(tx);
    if (!announcement) return null;
    const release = await findRelease(tx, announcement.releaseId);
    const cursorUserId = announcement.cursorUserId;
    if (release?.status === 'draft' && announcement.queued === 0) {
      // Back to draft before anyone was written to: publishing it again announces it then.
      await notices.deleteAnnouncement(tx, announcement.releaseId);
      return 0;
    }
    if (!release || release.status !== 'published' || release.withdrawn) {
      await notices.advanceAnnouncement(tx, announcement.releaseId, { cursorUserId, queued: 0, finished: true });
      return 0;
    }
    const recipients = await notices.noticeRecipients(tx, release.indicatorId, cursorUserId, batch);
    const secret = appSecret(config);
    await sendMails(
      tx,
      recipients.map((owner) =>
        releaseNoticeMail({
          to: owner.email,
          name: owner.displayName,
          language: owner.language,
          productName: release.indicatorName,
          version: release.version,
          notes: release.notes,
          unsubscribeToken: signUnsubscribeToken(secret, RELEASE_NOTICES_LIST, owner.userId),
          siteName: config.SITE_NAME,
          siteUrl: config.siteUrl,
        }),
      ),
    );
    await notices.advanceAnnouncement(tx, announcement.releaseId, {
      cursorUserId: recipients.at(-1)?.userId ?? cursorUserId,
      queued: recipients.length,
      finished: recipients.length < batch,
    });
    return recipients.length;
  });
}
