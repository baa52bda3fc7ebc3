import { defineEndpoint } from './endpoint.ts';

// The signed-in customer's own account (issue 15, /account): profile, password and sessions.
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
