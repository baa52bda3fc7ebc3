import { type LicenceCheckResponse } from '#shared/contracts/licences.ts';
import { STORE_MESSAGES } from '#shared/contracts/store.constants.ts';
import type { Db, DbOrTx } from '../platform/db.ts';
import { AppError } from '../platform/errors.ts';
import { recordLicenceEvent } from './licence-events.repo.ts';
import * as repo from './licences.repo.ts';

type Licence = NonNullable<Awaited<ReturnType<typeof repo.findByKey>>>;

/** Where a licence call came from, for the audit trail (licence_events). */
export interface CallerMeta {
  ip: string | null;
}

async function summary(db: DbOrTx, licence: Licence) {
  return {
    key: licence.key,
    indicator: licence.indicator,
    machineLimit: licence.machineLimit,
    activations: await repo.countActivations(db, licence.id),
  };
}

/**
 * POST /_api/licences/activate (docs "Activation"): registers a machine for a key, up to the
 * licence's machine limit even under concurrent calls (row lock on the licence). Activating a
 * machine that already is does not use another slot.
 */
export async function activate(
  db: Db,
  input: { key: string; machineId: string; machineName: string | null },
  caller: CallerMeta,
): Promise<LicenceCheckResponse> {
  return db.transaction(async (tx) => {
    const licence = await repo.findByKey(tx, input.key, { lock: true });
    if (!licence)
      throw new AppError('not_found', STORE_MESSAGES.licenceKeyNotFound, undefined, 'licence_key_not_found');
    if (licence.status === 'revoked')
      throw new AppError('forbidden', STORE_MESSAGES.licenceRevoked, undefined, 'licence_revoked');
    const existing = await repo.findActivation(tx, licence.id, input.machineId);
    if (existing) {
      await repo.touchActivation(tx, existing.id, input.machineName);
    } else {
      if ((await repo.countActivations(tx, licence.id)) >= licence.machineLimit)
        throw new AppError('conflict', STORE_MESSAGES.machineLimitReached, undefined, 'machine_limit_reached');
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
      });
    }
    return { valid: true, licence: await summary(tx, licence) };
  });
}

/** POST /_api/licences/validate: never activates; `valid` only for an activated machine of a live key. */
export async function validate(
  db: Db,
  input: { key: string; machineId: string },
  caller: CallerMeta = { ip: null },
): Promise<LicenceCheckResponse> {
  const licence = await repo.findByKey(db, input.key);
  if (!licence) return { valid: false, message: STORE_MESSAGES.licenceKeyNotFound };
  if (licence.status === 'revoked') return { valid: false, message: STORE_MESSAGES.licenceRevoked };
  if (licence.status === 'suspended') return { valid: false, message: STORE_MESSAGES.licenceSuspended };
  const activation = await repo.findActivation(db, licence.id, input.machineId);
  if (!activation) return { valid: false, message: STORE_MESSAGES.machineNotActivated };
  await repo.recordHeartbeat(db, activation, caller.ip);
  return { valid: true, licence: await summary(db, licence) };
}

/** POST /_api/licences/deactivate: frees the machine's slot (a machine never activated is already free). */
export async function deactivate(db: Db, input: { key: string; machineId: string }, caller: CallerMeta) {
  const licence = await repo.findByKey(db, input.key);
  if (!licence) throw new AppError('not_found', STORE_MESSAGES.licenceKeyNotFound, undefined, 'licence_key_not_found');
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
  if (!owned) throw new AppError('not_found', STORE_MESSAGES.licenceNotFound, undefined, 'licence_not_found');
  await db.transaction(async (tx) => {
    if (!(await repo.deleteActivation(tx, owned.id, input.machineId)))
      throw new AppError('not_found', STORE_MESSAGES.machineNotActivated, undefined, 'machine_not_activated');
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
