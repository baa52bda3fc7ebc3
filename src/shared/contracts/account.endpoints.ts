import { defineEndpoint } from './endpoint.ts';

// The signed-in customer's own account (/account): profile, password, e-mail, sessions,
// Google, data export and deletion.
// Plain data plus a lazy schema import, so pages may import these without loading zod.
const schemas = () => import('./account.ts');
const success = () => import('./auth.ts').then((c) => c.SuccessResponse);

/** GET /_api/account: e-mail, name, preferred language, whether a password is set and Google is connected. */
export const getAccount = defineEndpoint({
  method: 'GET',
  path: '/_api/account',
  role: 'user',
  errors: [],
  schemas: () => schemas().then((c) => ({ response: c.AccountResponse })),
});

/** POST /_api/account/profile: display name and the language every e-mail is written in. */
export const updateProfile = defineEndpoint({
  method: 'POST',
  path: '/_api/account/profile',
  role: 'user',
  errors: [],
  schemas: () => schemas().then((c) => ({ body: c.UpdateProfileInput, response: c.AccountResponse })),
});

/**
 * POST /_api/account/password: changes the password (or sets a Google-only account's first one)
 * and signs out every other session. Wrong current passwords are throttled like sign-ins.
 */
export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/_api/account/password',
  role: 'user',
  errors: ['current_password_wrong', 'rate_limited'],
  schemas: async () => ({ body: (await schemas()).ChangePasswordInput, response: await success() }),
});

/** GET /_api/account/sessions: every signed-in browser, with browser, OS, created and last seen. */
export const listAccountSessions = defineEndpoint({
  method: 'GET',
  path: '/_api/account/sessions',
  role: 'user',
  errors: [],
  schemas: () => schemas().then((c) => ({ response: c.AccountSessionsResponse })),
});

/** POST /_api/account/sessions/revoke: signs out one of the caller's own sessions. */
export const revokeSession = defineEndpoint({
  method: 'POST',
  path: '/_api/account/sessions/revoke',
  role: 'user',
  errors: ['session_not_found'],
  schemas: () => schemas().then((c) => ({ body: c.RevokeSessionInput, response: c.RevokedResponse })),
});

/** POST /_api/account/sessions/revoke-others: signs out every session but the caller's. */
export const revokeOtherSessions = defineEndpoint({
  method: 'POST',
  path: '/_api/account/sessions/revoke-others',
  role: 'user',
  errors: [],
  schemas: () => schemas().then((c) => ({ body: c.RevokeOthersInput, response: c.RevokedResponse })),
});

/**
 * POST /_api/account/email: sends a confirmation link to the new address (1 hour, single use) and
 * a notice to the current one; nothing changes until the link is used. Wrong current passwords are
 * throttled like sign-ins.
 */
export const changeEmail = defineEndpoint({
  method: 'POST',
  path: '/_api/account/email',
  role: 'user',
  errors: ['email_change_in_use', 'current_password_wrong', 'rate_limited'],
  schemas: () => schemas().then((c) => ({ body: c.ChangeEmailInput, response: c.ChangeEmailResponse })),
});

/**
 * POST /_api/account/email/confirm: the e-mailed link's token changes the address and ends every
 * other session. Public: the link may be opened signed out, on another device.
 */
export const confirmEmailChange = defineEndpoint({
  method: 'POST',
  path: '/_api/account/email/confirm',
  role: 'public',
  errors: [
    'email_change_link_invalid',
    'email_change_link_expired',
    'email_change_link_used',
    'email_change_in_use',
    'rate_limited',
  ],
  schemas: () => schemas().then((c) => ({ body: c.ConfirmEmailChangeInput, response: c.ConfirmEmailChangeResponse })),
});

/** POST /_api/account/google/disconnect: unlinks the Google identity; only when a password is set. */
export const disconnectGoogle = defineEndpoint({
  method: 'POST',
  path: '/_api/account/google/disconnect',
  role: 'user',
  errors: ['google_not_connected', 'password_required'],
  schemas: () => schemas().then((c) => ({ body: c.DisconnectGoogleInput, response: c.AccountResponse })),
});

/**
 * GET /_api/account/export: everything held about the caller as a JSON download
 * (`Content-Disposition: attachment`), sent as a file; the schema documents its top level.
 */
export const exportAccountData = defineEndpoint({
  method: 'GET',
  path: '/_api/account/export',
  role: 'user',
  errors: [],
  schemas: () => schemas().then((c) => ({ response: c.AccountExportResponse })),
});

/**
 * POST /_api/account/delete: erases or anonymises the caller's personal data and ends every
 * session. Orders, invoices and ledger rows stay, without name and e-mail; licences stay valid.
 */
export const deleteAccount = defineEndpoint({
  method: 'POST',
  path: '/_api/account/delete',
  role: 'user',
  errors: ['current_password_wrong', 'deletion_confirmation_wrong', 'last_admin', 'rate_limited'],
  schemas: async () => ({ body: (await schemas()).DeleteAccountInput, response: await success() }),
});
