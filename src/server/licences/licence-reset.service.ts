import { LICENCE_RESET_LINK_TTL_MS, type LicenceResetConfirmResponse } from '#shared/contracts/licences.ts';
import { findUserById, hashToken, newToken } from '../auth/index.ts';
import type { Db } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import { sendMail } from '../platform/mail/send-mail.ts';
import { recordLicenceEvent } from './licence-events.repo.ts';
import { licenceResetMail } from './licence-reset-mail.ts';
import * as repo from './licence-reset.repo.ts';
import { resetQuota, type ResetQuota } from './reset-quota.ts';
import type { CallerMeta } from './licences.service.ts';

// Self-service reset of lost machines: the owner asks on /orders, the shop e-mails a
// link (one hour, single use), and the link's page confirms. Quota: `LICENCE_RESETS_PER_YEAR`
// (default 3) per 365 days, at most one a day, counted from the audit trail.

export interface ResetSettings {
  resetsPerYear: number;
  siteUrl: string;
  siteName: string;
  /** The time of the call; tests pass their own. */
  now: Date;
}

const refusal = (code: NonNullable<ResetQuota['refusal']>) => appError(code);
const revoked = () => appError('licence_revoked');

/**
 * POST /_api/licences/reset-request: e-mails the owner a confirmation link. Refused before any
 * mail when the quota would refuse the confirmation anyway; someone else's licence is the same
 * 404 as a missing one.
 */
export async function requestReset(
  db: Db,
  userId: number,
  licenceId: number,
  settings: ResetSettings,
  caller: CallerMeta,
): Promise<{ success: true; expiresAt: string }> {
  return db.transaction(async (tx) => {
    const licence = await repo.findOwnedForReset(tx, licenceId, userId);
    const user = licence ? await findUserById(tx, userId) : undefined;
    if (!licence || !user) throw appError('licence_not_found');
    if (licence.status === 'revoked') throw revoked();
    const quota = await resetQuota(tx, licence.id, settings.resetsPerYear, settings.now);
    if (quota.refusal) throw refusal(quota.refusal);

    const token = newToken();
    const expiresAt = new Date(settings.now.getTime() + LICENCE_RESET_LINK_TTL_MS);
    await repo.insertResetToken(tx, { id: hashToken(token), licenceId: licence.id, userId, expiresAt });
    await sendMail(
      tx,
      licenceResetMail({
        to: user.email,
        displayName: user.displayName,
        language: licence.language,
        product: licence.indicator,
        licenceKey: licence.key,
        link: `${settings.siteUrl}/licences/reset?token=${token}`,
        resetsPerYear: settings.resetsPerYear,
        siteName: settings.siteName,
      }),
    );
    await recordLicenceEvent(tx, {
      licenceId: licence.id,
      type: 'reset_requested',
      actor: 'owner',
      actorUserId: userId,
      ip: caller.ip,
      at: settings.now,
    });
    return { success: true as const, expiresAt: expiresAt.toISOString() };
  });
}

/**
 * POST /_api/licences/reset-confirm: frees every machine of the link's licence. One transaction
 * locks the licence row, re-checks the quota, marks the link used, frees the machines and
 * records `reset_confirmed`; any refusal rolls all of it back, so nothing changes. Concurrent
 * confirmations of one licence queue on the lock, and each sees the resets before it.
 */
export async function confirmReset(
  db: Db,
  token: string,
  settings: Pick<ResetSettings, 'resetsPerYear' | 'now'>,
  caller: CallerMeta,
): Promise<LicenceResetConfirmResponse> {
  const id = hashToken(token);
  return db.transaction(async (tx) => {
    const link = await repo.findResetToken(tx, id);
    if (!link) throw appError('licence_reset_link_invalid');
    const licence = await repo.lockLicence(tx, link.licenceId);
    // Checked after the lock: a confirmation of the same link that held it has committed by now.
    if (!licence || !(await repo.useResetToken(tx, id, settings.now))) throw appError('licence_reset_link_used');
    if (link.expiresAt.getTime() <= settings.now.getTime()) throw appError('licence_reset_link_expired');
    if (licence.status === 'revoked') throw revoked();
    const quota = await resetQuota(tx, licence.id, settings.resetsPerYear, settings.now);
    if (quota.refusal) throw refusal(quota.refusal);

    const freed = await repo.deleteAllActivations(tx, licence.id);
    await recordLicenceEvent(tx, {
      licenceId: licence.id,
      type: 'reset_confirmed',
      actor: 'owner',
      actorUserId: link.userId,
      ip: caller.ip,
      details: { freed },
      at: settings.now,
    });
    return { freed, indicator: licence.indicator, resetsLeft: quota.left - 1 };
  });
}
