import { z } from 'zod';
import { idField } from './fields.ts';
import { LICENCE_CHECK_CODES, LICENCE_MESSAGES, OFFLINE_LICENCE_VERSION } from './licence-check.constants.ts';
import { LICENCE_RESET_MESSAGES } from './licence-reset.constants.ts';
import { LICENCE_TRANSFER_CODE_PATTERN, LICENCE_TRANSFER_MESSAGES } from './licence-transfer.constants.ts';
import { STORE_MESSAGES } from './store.constants.ts';

export { SuccessResponseSchema } from './store.ts';
export * from './licence-check.constants.ts';
export * from './licence-reset.constants.ts';
export * from './licence-transfer.constants.ts';
export * from './licence-key-field.ts';
import { licenceKeyField } from './licence-key-field.ts';

// The licence API of the desktop add-on (docs "Activation") and the owner's machine list on
// /orders. Names and messages below are the public contract.

// --- Licence API (desktop add-on) ---------------------------------------------------------------------

// The machine id is shown on /orders and to admins, written to the audit trail and put in
// offline files: printable text only.
export const machineIdField = z
  .string(STORE_MESSAGES.machineIdRequired)
  .trim()
  .min(1, STORE_MESSAGES.machineIdRequired)
  .max(128, 'Machine ID must be 128 characters or less.')
  .refine((v) => !/\p{Cc}/u.test(v), {
    error: LICENCE_MESSAGES.machineIdControlCharacter,
    params: { fieldCode: 'control_character' },
  });
/** Echoed in the signed answer, so the add-on knows the answer was made for this very request. */
const nonceField = z
  .string()
  .min(1)
  .max(128, 'Nonce must be 128 characters or less.')
  .refine((v) => !/\p{Cc}/u.test(v), {
    error: 'Nonce must not contain control characters.',
    params: { fieldCode: 'control_character' },
  })
  .optional();

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
    /** The add-on's indicator id: a key for another one is refused before it uses a slot. */
    product: idField('Product').optional(),
    nonce: nonceField,
  })
  .strict();
export type ActivateLicenceInput = z.input<typeof ActivateLicenceInputSchema>;
export const LicenceMachineInputSchema = z.object({ key: licenceKeyField, machineId: machineIdField }).strict();
/** Validate: `product` is the indicator id of the add-on asking; a key for another one is `WRONG_PRODUCT` (the bundle covers all). */
export const ValidateLicenceInputSchema = z
  .object({
    key: licenceKeyField,
    machineId: machineIdField,
    product: idField('Product').optional(),
    nonce: nonceField,
  })
  .strict();
export type ValidateLicenceInput = z.infer<typeof ValidateLicenceInputSchema>;

export const LicenceSummarySchema = z.object({
  key: z.string(),
  indicator: z.string(),
  machineLimit: z.number().int(),
  activations: z.number().int(),
  /** Releases published before this time are the key's to download (null = updates forever). */
  updatesUntil: z.string().nullable(),
  /** The licence's product (indicator id) and whether it is the bundle, which covers every indicator. */
  productId: z.number().int(),
  bundle: z.boolean(),
});
/**
 * `code` says what the add-on should do, `message` what to tell the trader (validate answers 200
 * either way). `signedAt` is added by the signature hook (licences/signed-answers.ts) to every
 * signed answer, errors included.
 */
export const LicenceCheckResponseSchema = z.object({
  valid: z.boolean(),
  code: z.enum(LICENCE_CHECK_CODES).optional(),
  licence: LicenceSummarySchema.optional(),
  message: z.string().optional(),
  machineId: z.string().optional(),
  nonce: z.string().optional(),
  /**
   * On a valid answer: until when the add-on may trust this signed answer offline (the product's
   * lease days after it was made; docs/decisions/licence-client.md).
   */
  leaseUntil: z.string().optional(),
  signedAt: z.string().optional(),
  /** The key is a machine-bound trial, working until `trialEndsAt` (then `TRIAL_EXPIRED`). */
  trial: z.literal(true).optional(),
  trialEndsAt: z.string().optional(),
  /** A started trial's new key (POST /_api/licences/trial only). */
  key: z.string().optional(),
});
export type LicenceCheckResponse = z.infer<typeof LicenceCheckResponseSchema>;

/**
 * POST /_api/licences/trial starts a free trial of `product` bound to this machine
 * (signed in or not; a signed-in account gets one trial per product too).
 */
export const StartTrialInputSchema = z
  .object({
    product: idField('Product'),
    machineId: machineIdField,
    machineName: z
      .string()
      .trim()
      .max(100, 'Machine name must be 100 characters or less.')
      .nullish()
      .transform((v) => v || null),
    nonce: nonceField,
  })
  .strict();
export type StartTrialInput = z.input<typeof StartTrialInputSchema>;

/** Freeing a machine from /orders: the owner's own licence only. */
export const FreeMachineInputSchema = z
  .object({ licenceId: idField('Licence id'), machineId: machineIdField })
  .strict();
export type FreeMachineInput = z.infer<typeof FreeMachineInputSchema>;

// --- Moving a licence to this machine from inside the platform ---------------------------

/** The machine that wants the licence; the owner gets a code by e-mail. */
export const LicenceTransferRequestInputSchema = z
  .object({
    key: licenceKeyField,
    machineId: machineIdField,
    machineName: ActivateLicenceInputSchema.shape.machineName,
  })
  .strict();
export type LicenceTransferRequestInput = z.input<typeof LicenceTransferRequestInputSchema>;
export const LicenceTransferRequestResponseSchema = z.object({
  sent: z.literal(true),
  signedAt: z.string().optional(),
});
export const LicenceTransferConfirmInputSchema = z
  .object({
    key: licenceKeyField,
    machineId: machineIdField,
    code: z
      .string(LICENCE_TRANSFER_MESSAGES.codeMalformed)
      .trim()
      .regex(LICENCE_TRANSFER_CODE_PATTERN, LICENCE_TRANSFER_MESSAGES.codeMalformed),
    nonce: nonceField,
  })
  .strict();
export type LicenceTransferConfirmInput = z.input<typeof LicenceTransferConfirmInputSchema>;

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

// --- Signed answers and offline licence files (docs/decisions/licence-signatures.md) ----------

/** GET /_api/licences/public-key?keyId=: the active key without `keyId`, a retired one by id. */
export const PublicKeyQuerySchema = z
  .object({
    keyId: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[0-9a-f]+$/, 'Unknown key id.')
      .optional(),
  })
  .strict();
export const PublicKeyResponseSchema = z.object({
  keyId: z.string(),
  algorithm: z.literal('ed25519'),
  /** SPKI PEM. */
  publicKey: z.string(),
  /** The raw 32-byte public key, base64. */
  publicKeyRaw: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  retiredAt: z.string().nullable(),
});
export type PublicKeyResponse = z.infer<typeof PublicKeyResponseSchema>;

export const OfflineLicenceInputSchema = LicenceMachineInputSchema;
export type OfflineLicenceInput = z.input<typeof OfflineLicenceInputSchema>;

/**
 * The signed part of an offline licence file. Its key order is the canonical order
 * (`OFFLINE_LICENCE_FIELDS`): the signature covers `JSON.stringify(licence, OFFLINE_LICENCE_FIELDS)`,
 * which is also exactly how the file holds it.
 */
export const OfflineLicenceSchema = z.object({
  v: z.literal(OFFLINE_LICENCE_VERSION),
  keyId: z.string(),
  key: z.string(),
  product: z.object({ id: z.number().int(), name: z.string(), bundle: z.boolean() }),
  machineId: z.string(),
  issuedAt: z.string(),
  validUntil: z.string(),
});
export type OfflineLicence = z.infer<typeof OfflineLicenceSchema>;
export const OfflineLicenceResponseSchema = z.object({
  licence: OfflineLicenceSchema,
  /** Base64 Ed25519 signature of the licence's canonical bytes, with the key `licence.keyId`. */
  signature: z.string(),
  signedAt: z.string().optional(),
});
export type OfflineLicenceResponse = z.infer<typeof OfflineLicenceResponseSchema>;
export const LicenceSuccessResponseSchema = z.object({ success: z.literal(true), signedAt: z.string().optional() });
