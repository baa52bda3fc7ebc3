import {
  LICENCE_CHECK_MESSAGES,
  type LicenceCheckCode,
  type LicenceCheckResponse,
} from '#shared/contracts/licences.ts';
import type { Db, DbOrTx } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import { recordLicenceEvent } from './licence-events.repo.ts';
import { leaseUntil } from './lease.ts';
import * as repo from './licences.repo.ts';
import { checkTrial, refuseTrialActivation } from './trials.service.ts';

export type Licence = NonNullable<Awaited<ReturnType<typeof repo.findByKey>>>;

/**
 * How stale a machine's "last seen" may get before validate writes it again: every add-on start
 * validates, so writing each call would make the shop's hottest path a write. Minutes are what
 * the owner's "last seen" and the inactive-machines job (days) need.
 */
export const HEARTBEAT_RESOLUTION_MS = 5 * 60_000;

/** Where a licence call came from, for the audit trail (licence_events). */
export interface CallerMeta {
  ip: string | null;
}

/** The licence as a signed answer describes it; `activations` is counted unless known. */
export async function summary(db: DbOrTx, licence: Licence, activations?: number) {
  return {
    key: licence.key,
    indicator: licence.indicator,
    machineLimit: licence.machineLimit,
    activations: activations ?? (await repo.countActivations(db, licence.id)),
    updatesUntil: licence.updatesUntil?.toISOString() ?? null,
    productId: licence.indicatorId,
    bundle: licence.kind === 'bundle',
  };
}

/**
 * What the licence API answers for a machine: the code, what to tell the trader, the request's
 * echo and, on a valid answer, the offline lease (`leaseUntil`).
 */
export function check(
  code: LicenceCheckCode,
  input: { machineId: string; nonce?: string | undefined },
  licence?: LicenceCheckResponse['licence'],
  lease?: string,
): LicenceCheckResponse {
  return {
    valid: code === 'VALID',
    code,
    ...(licence ? { licence } : {}),
    message: LICENCE_CHECK_MESSAGES[code],
    machineId: input.machineId,
    ...(input.nonce === undefined ? {} : { nonce: input.nonce }),
    ...(lease === undefined ? {} : { leaseUntil: lease }),
  };
}

/** Activate and offline files refuse a key that is not live, with its code. */
export function assertLive(licence: Licence) {
  if (licence.status === 'revoked') throw appError('licence_revoked');
  if (licence.status === 'suspended') throw appError('licence_suspended');
}

/** A key covers an indicator when it is that indicator's licence or the bundle's, which covers all. */
export const covers = (licence: Licence, product: number) =>
  licence.kind === 'bundle' || licence.indicatorId === product;

/**
 * POST /_api/licences/activate (docs "Activation"): registers a machine for a key, up to the
 * licence's machine limit even under concurrent calls (row lock on the licence). Activating a
 * machine that already is does not use another slot.
 */
export async function activate(
  db: Db,
  input: {
    key: string;
    machineId: string;
    machineName: string | null;
    product?: number | undefined;
    nonce?: string | undefined;
  },
  caller: CallerMeta,
  now: Date = new Date(),
): Promise<LicenceCheckResponse> {
  return db.transaction(async (tx) => {
    const licence = await repo.findByKey(tx, input.key, { lock: true });
    // A trial key is already bound to its machine.
    const trial = licence ? undefined : await checkTrial(tx, input, now);
    if (trial) return refuseTrialActivation(trial);
    if (!licence) throw appError('licence_key_not_found');
    assertLive(licence);
    // Before any slot is used: a key of another indicator pasted into this add-on.
    if (input.product !== undefined && !covers(licence, input.product)) throw appError('licence_wrong_product');
    const lease = leaseUntil(now, licence.leaseDays);
    const existing = await repo.findActivation(tx, licence.id, input.machineId);
    if (existing) {
      await repo.touchActivation(tx, existing.id, input.machineName);
    } else {
      if ((await repo.countActivations(tx, licence.id)) >= licence.machineLimit)
        throw appError('machine_limit_reached');
      await repo.insertActivation(tx, {
        licenceId: licence.id,
        machineId: input.machineId,
        machineName: input.machineName,
      });
      await recordLicenceEvent(tx, {
        licenceId: licence.id,
        type: 'activated',
        actor: 'addon',
        machineId: input.machineId,
        ip: caller.ip,
        details: { leaseUntil: lease },
      });
    }
    return check('VALID', input, await summary(tx, licence), lease);
  });
}

/**
 * POST /_api/licences/validate: never activates; `valid` only for an activated machine of a live
 * key (for `product`, when given) among the first `machineLimit` activated. A machine not
 * activated is `MACHINE_LIMIT` when activating it would fail for want of a free slot,
 * `NOT_ACTIVATED` otherwise; an activated one beyond a lowered limit is `MACHINE_LIMIT` too.
 */
export async function validate(
  db: Db,
  input: { key: string; machineId: string; product?: number | undefined; nonce?: string | undefined },
  caller: CallerMeta = { ip: null },
  now: Date = new Date(),
): Promise<LicenceCheckResponse> {
  const licence = await repo.findForCheck(db, input.key, input.machineId);
  // A key no licence has may be a trial's (a bought trial is a licence with its key).
  if (!licence) return (await checkTrial(db, input, now)) ?? check('NOT_FOUND', input);
  if (licence.status === 'revoked') return check('REVOKED', input);
  if (licence.status === 'suspended') return check('SUSPENDED', input);
  if (input.product !== undefined && !covers(licence, input.product)) return check('WRONG_PRODUCT', input);
  if (licence.activationId === null || licence.lastSeenAt === null)
    return check(licence.activations >= licence.machineLimit ? 'MACHINE_LIMIT' : 'NOT_ACTIVATED', input);
  // A limit lowered below the machines in use: the first ones activated keep their slots.
  if ((licence.activatedBefore ?? 0) >= licence.machineLimit) return check('MACHINE_LIMIT', input);
  const lease = leaseUntil(now, licence.leaseDays);
  if (now.getTime() - licence.lastSeenAt.getTime() >= HEARTBEAT_RESOLUTION_MS)
    await repo.recordHeartbeat(db, { id: licence.activationId, lastSeenAt: licence.lastSeenAt }, caller.ip, lease);
  return check('VALID', input, await summary(db, licence, licence.activations), lease);
}

/** POST /_api/licences/deactivate: frees the machine's slot (a machine never activated is already free). */
export async function deactivate(db: Db, input: { key: string; machineId: string }, caller: CallerMeta) {
  const licence = await repo.findByKey(db, input.key);
  // A trial holds no slot to free; its machine stays the one it was started on.
  if (!licence && (await checkTrial(db, { ...input, product: undefined }, new Date())))
    return { success: true as const };
  if (!licence) throw appError('licence_key_not_found');
  await db.transaction(async (tx) => {
    if (await repo.deleteActivation(tx, licence.id, input.machineId))
      await recordLicenceEvent(tx, {
        licenceId: licence.id,
        type: 'deactivated',
        actor: 'addon',
        machineId: input.machineId,
        ip: caller.ip,
      });
  });
  return { success: true as const };
}

/** Freeing a machine from /orders: only the licence's owner; anyone else gets the same 404 as a missing licence. */
export async function freeMachine(
  db: Db,
  userId: number,
  input: { licenceId: number; machineId: string },
  caller: CallerMeta,
) {
  const owned = await repo.findOwned(db, input.licenceId, userId);
  if (!owned) throw appError('licence_not_found');
  await db.transaction(async (tx) => {
    if (!(await repo.deleteActivation(tx, owned.id, input.machineId))) throw appError('machine_not_activated');
    await recordLicenceEvent(tx, {
      licenceId: owned.id,
      type: 'freed',
      actor: 'owner',
      actorUserId: userId,
      machineId: input.machineId,
      ip: caller.ip,
    });
  });
  return { success: true as const };
}
