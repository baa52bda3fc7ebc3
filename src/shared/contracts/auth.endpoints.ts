import { defineEndpoint } from './endpoint.ts';

// The auth API (SPEC §7 "Auth", plus password reset and the login page's provider list). Plain
// data plus a lazy schema import, so pages may import these without loading zod; see ./endpoint.ts.
const schemas = () => import('./auth.ts');

/** GET /_api/auth/session: the signed-in user, or `user: null`. */
export const getSession = defineEndpoint({
  method: 'GET',
  path: '/_api/auth/session',
  role: 'public',
  errors: [],
  schemas: () => schemas().then((c) => ({ response: c.SessionResponse })),
});

/** GET /_api/auth/providers: which "Continue with …" buttons the login page shows. */
export const listAuthProviders = defineEndpoint({
  method: 'GET',
  path: '/_api/auth/providers',
  role: 'public',
  errors: [],
  schemas: () => schemas().then((c) => ({ response: c.ProvidersResponse })),
});

/** POST /_api/auth/logout: ends the caller's session (body: an empty object). */
export const logout = defineEndpoint({
  method: 'POST',
  path: '/_api/auth/logout',
  role: 'public',
  errors: [],
  schemas: () => schemas().then((c) => ({ body: c.LogoutInput, response: c.SuccessResponse })),
});

/** POST /_api/auth/login_with_password: failed sign-ins are throttled per IP and per account. */
export const loginWithPassword = defineEndpoint({
  method: 'POST',
  path: '/_api/auth/login_with_password',
  role: 'public',
  errors: ['invalid_credentials', 'rate_limited', 'login_account_locked', 'account_disabled'],
  schemas: () => schemas().then((c) => ({ body: c.LoginInput, response: c.UserResponse })),
});

/** POST /_api/auth/register_with_password: a new account, signed in at once. */
export const registerWithPassword = defineEndpoint({
  method: 'POST',
  path: '/_api/auth/register_with_password',
  role: 'public',
  errors: ['email_in_use', 'rate_limited'],
  schemas: () => schemas().then((c) => ({ body: c.RegisterInput, response: c.UserResponse })),
});

/** POST /_api/auth/establish_session: trades the OAuth popup's single-use token for a session. */
export const establishSession = defineEndpoint({
  method: 'POST',
  path: '/_api/auth/establish_session',
  role: 'public',
  errors: ['sign_in_link_invalid', 'rate_limited', 'account_disabled'],
  schemas: () => schemas().then((c) => ({ body: c.EstablishSessionInput, response: c.UserResponse })),
});

/** POST /_api/auth/forgot_password: the same answer whether or not the address has an account. */
export const requestPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/_api/auth/forgot_password',
  role: 'public',
  errors: ['rate_limited'],
  schemas: () => schemas().then((c) => ({ body: c.ForgotPasswordInput, response: c.SuccessResponse })),
});

/** POST /_api/auth/reset_password: a new password from the e-mailed link, signed in at once. */
export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/_api/auth/reset_password',
  role: 'public',
  errors: ['reset_link_invalid', 'rate_limited', 'account_disabled'],
  schemas: () => schemas().then((c) => ({ body: c.ResetPasswordInput, response: c.UserResponse })),
});

/**
 * POST /_api/auth/request_sign_in_link: while failed sign-ins from many addresses lock an account
 * (`login_account_locked`), e-mails its owner a link that signs in once within 15 minutes. The
 * same answer whether or not the address has an account or a link went out.
 */
export const requestSignInLink = defineEndpoint({
  method: 'POST',
  path: '/_api/auth/request_sign_in_link',
  role: 'public',
  errors: ['rate_limited'],
  schemas: () => schemas().then((c) => ({ body: c.RequestSignInLinkInput, response: c.SuccessResponse })),
});

/**
 * Test only (registered with E2E_TEST_CLOCK, which production refuses): fills an account's
 * failure count as if failed sign-ins had come from many addresses, so the e2e suite, whose
 * server lifts the per-IP limits, can meet the account lock.
 */
export const lockAccountForTest = defineEndpoint({
  method: 'POST',
  path: '/_api/test/account-lock',
  role: 'public',
  errors: [],
  schemas: () => schemas().then((c) => ({ body: c.RequestSignInLinkInput, response: c.SuccessResponse })),
});

/** POST /_api/auth/sign_in_with_link: signs in with the e-mailed link (single use, 15 minutes). */
export const signInWithLink = defineEndpoint({
  method: 'POST',
  path: '/_api/auth/sign_in_with_link',
  role: 'public',
  errors: ['sign_in_link_invalid', 'rate_limited', 'account_disabled'],
  schemas: () => schemas().then((c) => ({ body: c.SignInWithLinkInput, response: c.UserResponse })),
});

// The OAuth popup's two steps are browser navigations answered with redirects, not JSON calls,
// so the server registers them by hand (server/auth/auth.routes.ts) from these paths.

/** GET: opens the provider's sign-in (`?provider=google`); the login page's popup starts here. */
export const OAUTH_AUTHORIZE_PATH = '/_api/auth/oauth_authorize';
/** GET: the provider's redirect back, registered with it as `${SITE_URL}${OAUTH_CALLBACK_PATH}`. */
export const OAUTH_CALLBACK_PATH = '/_api/auth/oauth_callback';
