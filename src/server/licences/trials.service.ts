import {
  LICENCE_CHECK_MESSAGES,
  type LicenceCheckCode,
  type LicenceCheckResponse,
} from '#shared/contracts/licences.ts';
import { DEFAULT_LANGUAGE } from '#shared/languages.ts';
import type { Db, DbOrTx } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import { findPublicIndicator, generateLicenceKey, ownershipConflict, ownershipOf } from '../store/index.ts';
import * as repo from './trials.repo.ts';

// Machine-bound trials (decisions/updates-window-trials-renewals.md). A trial key answers
// the licence API like a licence of one machine until `endsAt`; buying the product converts it
// into a licence with the same key (`trial-conversion.ts`, called when the order completes).

const DAY_MS = 86_400_000;

type Echo = { machineId: string; nonce?: string | undefined };

/** A licence answer about a trial key: always `trial: true` and its end, the key itself when it was just made. */
function trialAnswer(
  code: LicenceCheckCode,
  input: Echo,
  trial?: { endsAt: Date; key?: string; licence?: LicenceCheckResponse['licence'] },
): LicenceCheckResponse {
  return {
    valid: code === 'VALID',
    code,
    ...(trial ? { trial: true as const, trialEndsAt: trial.endsAt.toISOString() } : {}),
    ...(trial?.key ? { key: trial.key } : {}),
    ...(trial?.licence ? { licence: trial.licence } : {}),
    message: LICENCE_CHECK_MESSAGES[code],
    machineId: input.machineId,
    ...(input.nonce === undefined ? {} : { nonce: input.nonce }),
  };
}

/**
 * POST /_api/licences/trial: a new trial key for this machine (and the signed-in account, when
 * there is one) valid `trialDays` from now; `TRIAL_USED` when the machine or the account had a
 * trial of the product before, however many starts race (the unique indexes decide).
 */
export async function startTrial(
  db: Db,
  input: { product: number; machineId: string; machineName: string | null; nonce?: string | undefined },
  caller: { ip: string | null; userId: number | null },
  now: Date,
): Promise<LicenceCheckResponse> {
  return db.transaction(async (tx) => {
    const product = await findPublicIndicator(tx, input.product, DEFAULT_LANGUAGE);
    if (!product) throw appError('indicator_not_found');
    if (product.trialDays <= 0) throw appError('trial_not_offered');
    if (caller.userId !== null) {
      const conflict = ownershipConflict(await ownershipOf(tx, caller.userId), product);
      if (conflict) throw appError(conflict.code);
    }
    const endsAt = new Date(now.getTime() + product.trialDays * DAY_MS);
    // A taken key (one in 2^100) inserts nothing too: try a fresh one unless the trial was used.
    for (let attempt = 0; attempt < 5; attempt++) {
      const trial = await repo.insertTrial(tx, {
        key: generateLicenceKey(),
        indicatorId: product.id,
        machineId: input.machineId,
        machineName: input.machineName,
        userId: caller.userId,
        ip: caller.ip,
        startedAt: now,
        endsAt,
      });
      if (trial) return trialAnswer('VALID', input, { endsAt, key: trial.key, licence: summaryOf(trial, product) });
      if (await repo.trialTaken(tx, product.id, input.machineId, caller.userId))
        return trialAnswer('TRIAL_USED', input);
    }
    throw appError('internal', { message: 'Could not generate a unique licence key.' });
  });
}

/** What a trial key's answer says of it: one machine, its product (the bundle's covers every indicator). */
function summaryOf(
  trial: { key: string },
  product: { id: number; name: string; kind: string },
): NonNullable<LicenceCheckResponse['licence']> {
  return {
    key: trial.key,
    indicator: product.name,
    productId: product.id,
    bundle: product.kind === 'bundle',
    machineLimit: 1,
    activations: 1,
    updatesUntil: null,
  };
}

/**
 * Validate and activate for a key no licence has: the trial's answer, or undefined when no trial
 * has the key either. A trial works on its own machine only, for its product (the bundle's for
 * every indicator), until `endsAt`.
 */
export async function checkTrial(
  db: DbOrTx,
  input: Echo & { key: string; product?: number | undefined },
  now: Date,
): Promise<LicenceCheckResponse | undefined> {
  const trial = await repo.findTrialByKey(db, input.key);
  if (!trial) return undefined;
  const shown = { endsAt: trial.endsAt };
  if (input.product !== undefined && trial.kind !== 'bundle' && trial.indicatorId !== input.product)
    return trialAnswer('WRONG_PRODUCT', input, shown);
  if (trial.machineId !== input.machineId) return trialAnswer('MACHINE_LIMIT', input, shown);
  if (now >= trial.endsAt) return trialAnswer('TRIAL_EXPIRED', input, shown);
  return trialAnswer('VALID', input, {
    ...shown,
    licence: summaryOf(trial, { id: trial.indicatorId, name: trial.indicator, kind: trial.kind }),
  });
}

/** Activate refuses what validate answers `valid: false` for a trial key, with the matching code. */
export function refuseTrialActivation(answer: LicenceCheckResponse): LicenceCheckResponse {
  if (answer.code === 'TRIAL_EXPIRED') throw appError('trial_expired');
  if (answer.code === 'MACHINE_LIMIT') throw appError('machine_limit_reached');
  return answer;
}
