import { defineErrors } from '../platform/errors.ts';
import { LICENCE_ADMIN_MESSAGES } from '#shared/contracts/licence-admin.ts';
import {
  LICENCE_CHECK_MESSAGES,
  LICENCE_MESSAGES,
  LICENCE_RESET_MESSAGES,
  LICENCE_TRANSFER_MESSAGES,
} from '#shared/contracts/licences.ts';
import { STORE_MESSAGES } from '#shared/contracts/store.constants.ts';

/** The codes this domain answers with: each one's kind (HTTP status) and English text, once (docs/decisions/error-catalogue.md). */
export const LICENCES_ERRORS = defineErrors({
  licence_key_not_found: { kind: 'not_found', message: STORE_MESSAGES.licenceKeyNotFound },
  licence_not_found: { kind: 'not_found', message: STORE_MESSAGES.licenceNotFound },
  licence_reset_link_expired: { kind: 'bad_request', message: LICENCE_RESET_MESSAGES.linkExpired },
  licence_reset_link_invalid: { kind: 'not_found', message: LICENCE_RESET_MESSAGES.linkInvalid },
  licence_reset_link_used: { kind: 'conflict', message: LICENCE_RESET_MESSAGES.linkUsed },
  licence_reset_quota_used: { kind: 'conflict', message: LICENCE_RESET_MESSAGES.quotaUsed },
  licence_reset_too_soon: { kind: 'conflict', message: LICENCE_RESET_MESSAGES.tooSoon },
  licence_revoked: { kind: 'forbidden', message: STORE_MESSAGES.licenceRevoked },
  licence_revoked_final: { kind: 'conflict', message: LICENCE_ADMIN_MESSAGES.revokedIsFinal },
  licence_signing_key_not_found: { kind: 'not_found', message: LICENCE_MESSAGES.signingKeyNotFound },
  licence_suspended: { kind: 'forbidden', message: LICENCE_MESSAGES.suspended },
  machine_limit_reached: { kind: 'conflict', message: STORE_MESSAGES.machineLimitReached },
  machine_not_activated: { kind: 'not_found', message: STORE_MESSAGES.machineNotActivated },
  // The add-on's product check and in-platform licence moves.
  licence_wrong_product: { kind: 'forbidden', message: LICENCE_TRANSFER_MESSAGES.wrongProduct },
  licence_transfer_not_needed: { kind: 'conflict', message: LICENCE_TRANSFER_MESSAGES.notNeeded },
  licence_transfer_code_invalid: { kind: 'conflict', message: LICENCE_TRANSFER_MESSAGES.codeInvalid },
  licence_transfer_code_wrong: { kind: 'bad_request', message: LICENCE_TRANSFER_MESSAGES.codeWrong },
  licence_transfer_code_expired: { kind: 'bad_request', message: LICENCE_TRANSFER_MESSAGES.codeExpired },
  licence_transfer_attempts_used: { kind: 'conflict', message: LICENCE_TRANSFER_MESSAGES.attemptsUsed },
  // Trials.
  trial_not_offered: { kind: 'conflict', message: 'This product has no free trial.' },
  trial_expired: { kind: 'forbidden', message: LICENCE_CHECK_MESSAGES.TRIAL_EXPIRED },
});
