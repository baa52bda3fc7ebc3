import { z } from 'zod';
import { LANGUAGE_CODES, type Language } from '../languages.ts';
import { DisplayNameField, EmailField, NewPasswordField } from './auth.ts';
import { PASSWORD_MAX } from './auth.constants.ts';

/**
 * The signed-in customer's own account (/account): profile, password and sessions.
 * Shared by the Fastify routes (server/auth/account.routes.ts) and the /account forms.
 */

export const LanguageField = z.enum(LANGUAGE_CODES as [Language, ...Language[]], { error: 'Unknown language' });

/** GET /_api/account. `language` is null until the customer picks one (e-mails then use the page's language). */
export const AccountResponse = z.object({
  email: z.string(),
  displayName: z.string(),
  language: LanguageField.nullable(),
  hasPassword: z.boolean(),
  googleConnected: z.boolean(),
});
export type AccountResponse = z.infer<typeof AccountResponse>;

export const UpdateProfileInput = z.strictObject({ displayName: DisplayNameField, language: LanguageField });
export type UpdateProfileInput = z.input<typeof UpdateProfileInput>;

const CurrentPasswordField = z
  .string()
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .optional();

/** `currentPassword` is required when the account has a password; a Google-only account sets its first one without it. */
export const ChangePasswordInput = z.strictObject({
  currentPassword: CurrentPasswordField,
  newPassword: NewPasswordField,
});
export type ChangePasswordInput = z.input<typeof ChangePasswordInput>;

/** One signed-in browser. `id` is a public id derived from the session, never its token or stored hash. */
export const AccountSession = z.object({
  id: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSession>;

export const AccountSessionsResponse = z.object({ sessions: z.array(AccountSession) });
export type AccountSessionsResponse = z.infer<typeof AccountSessionsResponse>;

export const RevokeSessionInput = z.strictObject({
  id: z.string({ error: 'Session id is required' }).min(1, 'Session id is required').max(64, 'Session id is required'),
});
export type RevokeSessionInput = z.infer<typeof RevokeSessionInput>;

export const RevokeOthersInput = z.strictObject({});

/** How many other sessions a call ended. */
export const RevokedResponse = z.object({ revoked: z.number().int() });
export type RevokedResponse = z.infer<typeof RevokedResponse>;

/**
 * POST /_api/account/email: a confirmation link goes to `email` (valid 1 hour, single use) and a
 * notice to the current address. `currentPassword` is required when the account has a password.
 */
export const ChangeEmailInput = z.strictObject({ email: EmailField, currentPassword: CurrentPasswordField });
export type ChangeEmailInput = z.input<typeof ChangeEmailInput>;

/** The link was sent; `expiresAt` says until when it works. Nothing changed yet. */
export const ChangeEmailResponse = z.object({ success: z.literal(true), expiresAt: z.string() });
export type ChangeEmailResponse = z.infer<typeof ChangeEmailResponse>;

export const ConfirmEmailChangeInput = z.strictObject({
  token: z.string({ error: 'Token is required' }).min(1, 'Token is required').max(200, 'Token is required'),
});
export type ConfirmEmailChangeInput = z.infer<typeof ConfirmEmailChangeInput>;

/** The account's address now. */
export const ConfirmEmailChangeResponse = z.object({ success: z.literal(true), email: z.string() });
export type ConfirmEmailChangeResponse = z.infer<typeof ConfirmEmailChangeResponse>;

export const DisconnectGoogleInput = z.strictObject({});

/**
 * POST /_api/account/delete. An account with a password re-enters it; an account made by Google
 * sign-in (no password) types its own e-mail address in `confirmEmail` instead.
 */
export const DeleteAccountInput = z.strictObject({
  password: CurrentPasswordField,
  confirmEmail: z.string().max(320, 'Type your e-mail address to confirm').optional(),
});
export type DeleteAccountInput = z.input<typeof DeleteAccountInput>;

/** GET /_api/account/export, a JSON file: one key per kind of data held (profile, orders, licences…). */
export const AccountExportResponse = z.looseObject({ exportedAt: z.string(), profile: z.looseObject({}) });
export type AccountExportResponse = z.infer<typeof AccountExportResponse>;
