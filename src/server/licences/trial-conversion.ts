import type { Tx } from '../platform/db.ts';
import * as repo from './trials.repo.ts';

// The part of trials that order completion calls, apart from the rest of `trials.service.ts`: the
// store calls it in the order's transaction, and the trial service itself reads the store's
// catalogue and ownership, so keeping the two apart keeps the store and licences free of a cycle.

/**
 * When an order completes: the buyer's open trial of this product becomes the licence, in place.
 * Answers the trial's key and machine for the licence to take (undefined without a trial); the
 * caller inserts the licence with that key and then calls `finishConversion`.
 */
export async function trialToConvert(tx: Tx, userId: number, indicatorId: number) {
  return repo.lockOpenTrial(tx, userId, indicatorId);
}

/** The trial's machine keeps its slot on the new licence; the trial is converted (never again on /orders). */
export async function finishConversion(tx: Tx, trial: repo.TrialRow, licenceId: number, now: Date) {
  await repo.activateTrialMachine(tx, {
    licenceId,
    machineId: trial.machineId,
    machineName: trial.machineName,
    at: now,
  });
  await repo.markConverted(tx, trial.id, licenceId);
}
