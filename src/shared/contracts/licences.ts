import { z } from 'zod';
import { idField } from './fields.ts';
import { LICENCE_RESET_MESSAGES } from './licence-reset.constants.ts';
import { STORE_MESSAGES } from './store.constants.ts';

export { SuccessResponseSchema } from './store.ts';
export * from './licence-reset.constants.ts';

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

// --- Self-service reset of lost machines (/orders, confirmed by an e-mailed link) -------------------

/** Asking to free every machine of one of the user's own licences: a confirmation link is e-mailed. */
export const LicenceResetRequestInputSchema = z.object({ licenceId: idField('Licence id') }).strict();
export type LicenceResetRequestInput = z.infer<typeof LicenceResetRequestInputSchema>;
export const LicenceResetRequestResponseSchema = z.object({
  success: z.literal(true),
  /** When the e-mailed link stops working (ISO time). */
  expiresAt: z.string(),
});

/** The e-mailed link's token; anything malformed is an unknown link, never a field message. */
export const LicenceResetConfirmInputSchema = z
  .object({
    token: z
      .string(LICENCE_RESET_MESSAGES.linkInvalid)
      .min(1, LICENCE_RESET_MESSAGES.linkInvalid)
      .max(200, LICENCE_RESET_MESSAGES.linkInvalid),
  })
  .strict();
export type LicenceResetConfirmInput = z.infer<typeof LicenceResetConfirmInputSchema>;
export const LicenceResetConfirmResponseSchema = z.object({
  /** How many machines the reset freed (0 when none was active). */
  freed: z.number().int(),
  /** The licence's product, so the page can say which licence it was. */
  indicator: z.string(),
  /** Self-service resets left in the current 365 days. */
  resetsLeft: z.number().int(),
});
export type LicenceResetConfirmResponse = z.infer<typeof LicenceResetConfirmResponseSchema>;
