import { z } from 'zod';
import { idField } from './fields.ts';
import { STORE_MESSAGES } from './store.constants.ts';

export { SuccessResponseSchema } from './store.ts';

// The licence API of the desktop add-on (docs "Activation") and the owner's machine list on
// /orders. Names and messages below are the public contract.

// --- Licence API (desktop add-on) ---------------------------------------------------------------------

/**
 * Keys are typed by people: case, spaces and the letters Crockford base32 leaves out (O, I, L)
 * are forgiven, then the key is regrouped as `XXXXX-XXXXX-XXXXX-XXXXX`.
 */
export function normaliseLicenceKey(input: string): string {
  const compact = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return compact.length === 20 ? (compact.match(/.{5}/g) ?? []).join('-') : compact;
}

const licenceKeyField = z
  .string(STORE_MESSAGES.keyRequired)
  .trim()
  .min(1, STORE_MESSAGES.keyRequired)
  .max(64, STORE_MESSAGES.licenceKeyNotFound)
  .transform(normaliseLicenceKey);
/** A machine id as the add-on sends it (also the admin's "free this machine"). */
export const machineIdField = z
  .string(STORE_MESSAGES.machineIdRequired)
  .trim()
  .min(1, STORE_MESSAGES.machineIdRequired)
  .max(128, 'Machine ID must be 128 characters or less.');

export const ActivateLicenceInputSchema = z
  .object({
    key: licenceKeyField,
    machineId: machineIdField,
    machineName: z
      .string()
      .trim()
      .max(100, 'Machine name must be 100 characters or less.')
      .nullish()
      .transform((v) => v || null),
  })
  .strict();
export type ActivateLicenceInput = z.input<typeof ActivateLicenceInputSchema>;
export const LicenceMachineInputSchema = z.object({ key: licenceKeyField, machineId: machineIdField }).strict();

export const LicenceSummarySchema = z.object({
  key: z.string(),
  indicator: z.string(),
  machineLimit: z.number().int(),
  activations: z.number().int(),
});
/** `message` says why a key is not valid on this machine (validate answers 200 either way). */
export const LicenceCheckResponseSchema = z.object({
  valid: z.boolean(),
  licence: LicenceSummarySchema.optional(),
  message: z.string().optional(),
});
export type LicenceCheckResponse = z.infer<typeof LicenceCheckResponseSchema>;

/** Freeing a machine from /orders: the owner's own licence only. */
export const FreeMachineInputSchema = z
  .object({ licenceId: idField('Licence id'), machineId: machineIdField })
  .strict();
export type FreeMachineInput = z.infer<typeof FreeMachineInputSchema>;
