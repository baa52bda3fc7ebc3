// Licences' public face: issuing a licence (order completion), changing its status (refunds and
// disputes revoke, suspend and reinstate) and its updates window (renewals), the event log (every
// change to a licence is recorded there), machine lists, reset quotas, signed answers, and the
// trial conversion order completion runs. The `licences` and `licence_activations` tables are this
// domain's, though they are defined in store/store.schema.ts beside the carts and order items that
// point at a licence (one file keeps the tables' foreign keys free of a cycle).
export { activationDtos } from './activation-dto.ts';
export { recordLicenceEvent } from './licence-events.repo.ts';
export {
  blankMachineNamesOf,
  deleteImportedLicences,
  deleteResetTokensOf,
  insertActivations,
  insertLicence,
  insertLicences,
  setLicenceStatus,
  setUpdatesUntil,
  updateLicenceByKey,
} from './licences.repo.ts';
export { resetQuotas } from './reset-quota.ts';
export { signLicenceAnswers } from './signed-answers.ts';
export { finishConversion, trialToConvert } from './trial-conversion.ts';
export { openTrialsOf } from './trials.repo.ts';
