import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  LICENCE_TRANSFER_CODE_TTL_MS,
  LICENCE_TRANSFER_MAX_WRONG,
  type LicenceCheckResponse,
} from '#shared/contracts/licences.ts';
import type { Db } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import { sendMail } from '../platform/mail/send-mail.ts';
import { leaseUntil } from './lease.ts';
import { recordLicenceEvent } from './licence-events.repo.ts';
import { licenceTransferMail } from './licence-transfer-mail.ts';
import * as repo from './licence-transfer.repo.ts';
import { insertActivation } from './licences.repo.ts';
import { assertLive, check, summary, type CallerMeta } from './licences.service.ts';
import { resetQuota } from './reset-quota.ts';

// "Move my licence here" from inside the platform: the add-on on a machine refused for
// the machine limit asks for a code; the owner reads it in an e-mail and types it in the add-on;
// the shop frees the machine seen longest ago and activates this one. A move uses the owner's
// self-service reset quota (reset-quota.ts counts `transfer_confirmed` beside `reset_confirmed`).

export interface TransferSettings {
  resetsPerYear: number;
  siteName: string;
  /** The time of the call; tests pass their own. */
  now: Date;
}

const notFound = () => appError('licence_key_not_found');
const quotaRefusal = (code: 'licence_reset_quota_used' | 'licence_reset_too_soon') => appError(code);
/** Only the HMAC of a code under its row's random id is stored. */
const hashCode = (id: string, code: string) => createHmac('sha256', id).update(code).digest('hex');

/** POST /_api/licences/transfer/request: e-mails the owner a 6-digit code for this machine. */
export async function requestTransfer(
  db: Db,
  input: { key: string; machineId: string; machineName: string | null },
  settings: TransferSettings,
  caller: CallerMeta,
): Promise<{ sent: true }> {
  return db.transaction(async (tx) => {
    const licence = await repo.lockForTransfer(tx, input.key);
    if (!licence) throw notFound();
    assertLive(licence);
    const machines = await repo.machinesBySeen(tx, licence.id);
    if (machines.length < licence.machineLimit || machines.some((m) => m.machineId === input.machineId))
      throw appError('licence_transfer_not_needed');
    const quota = await resetQuota(tx, licence.id, settings.resetsPerYear, settings.now);
    if (quota.refusal) throw quotaRefusal(quota.refusal);

    await repo.retireWaitingCodes(tx, licence.id, settings.now);
    const id = randomBytes(16).toString('hex');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await repo.insertCode(tx, {
      id,
      licenceId: licence.id,
      machineId: input.machineId,
      machineName: input.machineName,
      codeHash: hashCode(id, code),
      expiresAt: new Date(settings.now.getTime() + LICENCE_TRANSFER_CODE_TTL_MS),
    });
    await sendMail(
      tx,
      licenceTransferMail({
        to: licence.email,
        displayName: licence.displayName,
        language: licence.language,
        product: licence.indicator,
        licenceKey: licence.key,
        machine: input.machineName ?? input.machineId,
        code,
        minutes: LICENCE_TRANSFER_CODE_TTL_MS / 60_000,
        resetsPerYear: settings.resetsPerYear,
        siteName: settings.siteName,
      }),
    );
    await recordLicenceEvent(tx, {
      licenceId: licence.id,
      type: 'transfer_requested',
      actor: 'addon',
      machineId: input.machineId,
      ip: caller.ip,
      at: settings.now,
    });
    return { sent: true as const };
  });
}

/**
 * POST /_api/licences/transfer/confirm: with the right code, frees the machine seen longest ago
 * and activates this one, in one transaction on the licence's row lock, so of many concurrent
 * confirmations exactly one moves the licence and the others find the code used. A wrong code
 * is counted (and recorded) before the refusal is answered.
 */
export async function confirmTransfer(
  db: Db,
  input: { key: string; machineId: string; code: string; nonce?: string | undefined },
  settings: Omit<TransferSettings, 'siteName'>,
  caller: CallerMeta,
): Promise<LicenceCheckResponse> {
  const outcome = await db.transaction(async (tx) => {
    const licence = await repo.lockForTransfer(tx, input.key);
    if (!licence) throw notFound();
    assertLive(licence);
    const waiting = await repo.findWaitingCode(tx, licence.id, input.machineId);
    if (!waiting) throw appError('licence_transfer_code_invalid');
    if (waiting.expiresAt.getTime() <= settings.now.getTime()) throw appError('licence_transfer_code_expired');
    if (waiting.wrongAttempts >= LICENCE_TRANSFER_MAX_WRONG) throw appError('licence_transfer_attempts_used');
    const expected = Buffer.from(waiting.codeHash, 'hex');
    if (!timingSafeEqual(expected, Buffer.from(hashCode(waiting.id, input.code), 'hex'))) {
      const attempts = waiting.wrongAttempts + 1;
      await repo.recordWrongAttempt(tx, waiting.id, attempts);
      const attemptsLeft = LICENCE_TRANSFER_MAX_WRONG - attempts;
      await recordLicenceEvent(tx, {
        licenceId: licence.id,
        type: 'transfer_code_wrong',
        actor: 'addon',
        machineId: input.machineId,
        ip: caller.ip,
        details: { attemptsLeft },
        at: settings.now,
      });
      return { wrong: true as const, attemptsLeft };
    }
    const quota = await resetQuota(tx, licence.id, settings.resetsPerYear, settings.now);
    if (quota.refusal) throw quotaRefusal(quota.refusal);

    await repo.useCode(tx, waiting.id, settings.now);
    const lease = leaseUntil(settings.now, licence.leaseDays);
    const machines = await repo.machinesBySeen(tx, licence.id);
    if (!machines.some((m) => m.machineId === input.machineId)) {
      // A slot freed since the request needs no move (and uses no quota).
      const oldest = machines.length >= licence.machineLimit ? machines[0] : undefined;
      if (oldest) await repo.deleteActivationById(tx, oldest.id);
      await insertActivation(tx, {
        licenceId: licence.id,
        machineId: input.machineId,
        machineName: waiting.machineName,
      });
      await recordLicenceEvent(tx, {
        licenceId: licence.id,
        type: oldest ? 'transfer_confirmed' : 'activated',
        actor: oldest ? 'owner' : 'addon',
        actorUserId: oldest ? licence.userId : null,
        machineId: input.machineId,
        ip: caller.ip,
        details: { leaseUntil: lease, ...(oldest ? { freedMachineId: oldest.machineId } : {}) },
        at: settings.now,
      });
    }
    return { answer: check('VALID', input, await summary(tx, licence), lease) };
  });
  if ('wrong' in outcome)
    throw appError('licence_transfer_code_wrong', { details: { attemptsLeft: outcome.attemptsLeft } });
  return outcome.answer;
}
