import { z } from 'zod';
import { AuthUserSchema } from './auth-user.ts';
import {
  DISPLAY_NAME_MAX,
  EMAIL_MAX,
  OAUTH_PROVIDERS,
  PASSWORD_IS_EMAIL,
  PASSWORD_MAX,
  PASSWORD_MIN,
  passwordRuleBroken,
} from './auth.constants.ts';

// Limits and OAuth popup constants live in a zod-free module so pages can use them without
// loading zod (DESIGN JS budget); this contract re-exports them for the server.
export * from './auth.constants.ts';

/**
 * Auth calls (SPEC §7 "Auth"), shared by the Fastify routes and the /login forms. Messages are
 * SPEC §5's exact texts; the server answers a bad payload with the first of them in `error`.
 */

// E-mail addresses are compared and stored trimmed and lower-cased, so "Ann@X.com " and
// "ann@x.com" are one account. SPEC §5 uses 'Email is required' for a missing and a bad address.
export const EmailField = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(EMAIL_MAX, 'Email is required')
  .pipe(z.email({ error: 'Email is required' }));

const LoginPassword = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

// The server also refuses the commonest passwords (`server/auth/password-policy.ts`): that list
// stays out of the browser.
export const NewPasswordField = z
  .string({ error: 'Password must be at least 8 characters' })
  .min(PASSWORD_MIN, 'Password must be at least 8 characters')
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .check((ctx) => {
    const problem = passwordRuleBroken(ctx.value);
    if (problem)
      ctx.issues.push({
        code: 'custom',
        message: problem.message,
        input: ctx.value,
        params: { fieldCode: problem.fieldCode },
      });
  });

// Spaces, emoji and punctuation are welcome (SPEC §5 helper text); control characters are not,
// since the name is shown in headers, e-mails and admin tables.
export const DisplayNameField = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(DISPLAY_NAME_MAX, `Name must be at most ${DISPLAY_NAME_MAX} characters`)
  .refine((v) => !/\p{Cc}/u.test(v), {
    error: 'Name contains characters that are not allowed',
    params: { fieldCode: 'control_character' },
  });

const ReferralCodeField = z
  .string()
  .trim()
  .max(64, 'Referral code is too long')
  .optional()
  .transform((v) => (v ? v : undefined));

export const LoginInput = z.strictObject({ email: EmailField, password: LoginPassword });
export type LoginInput = z.infer<typeof LoginInput>;

/** The e-mail check runs even while another field (the name, say) is still wrong. */
function passwordAndEmailAreText({ value }: { value: unknown }) {
  const v = value as { password?: unknown; email?: unknown } | null;
  return typeof v?.password === 'string' && typeof v.email === 'string';
}

export const RegisterInput = z
  .strictObject({
    email: EmailField,
    password: NewPasswordField,
    displayName: DisplayNameField,
    referralCode: ReferralCodeField,
  })
  .refine((v) => passwordRuleBroken(v.password, v.email) !== PASSWORD_IS_EMAIL, {
    message: PASSWORD_IS_EMAIL.message,
    path: ['password'],
    params: { fieldCode: PASSWORD_IS_EMAIL.fieldCode },
    when: passwordAndEmailAreText,
  });
export type RegisterInput = z.input<typeof RegisterInput>;

export const EstablishSessionInput = z.strictObject({
  tempToken: z
    .string({ error: 'Temporary token is required' })
    .min(1, 'Temporary token is required')
    .max(200, 'Temporary token is required'),
});
export type EstablishSessionInput = z.infer<typeof EstablishSessionInput>;

export const ForgotPasswordInput = z.strictObject({ email: EmailField });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInput>;

/** POST /_api/auth/request_sign_in_link: the same answer whether or not a link goes out. */
export const RequestSignInLinkInput = z.strictObject({ email: EmailField });
export type RequestSignInLinkInput = z.infer<typeof RequestSignInLinkInput>;

/** POST /_api/auth/sign_in_with_link: the token of the e-mailed sign-in link. */
export const SignInWithLinkInput = z.strictObject({
  token: z
    .string({ error: 'Sign-in token is required' })
    .min(1, 'Sign-in token is required')
    .max(200, 'Sign-in token is required'),
});
export type SignInWithLinkInput = z.infer<typeof SignInWithLinkInput>;

export const ResetPasswordInput = z.strictObject({
  token: z
    .string({ error: 'Reset token is required' })
    .min(1, 'Reset token is required')
    .max(200, 'Reset token is required'),
  password: NewPasswordField,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

export const OAuthAuthorizeQuery = z.object({
  provider: z.enum(OAUTH_PROVIDERS, { error: 'Unknown sign-in provider' }),
});

/** The provider's redirect back: `state` and, on refusal, `error`; other parameters (`code`, …) pass through. */
export const OAuthCallbackQuery = z.looseObject({
  state: z.string().max(512).optional(),
  error: z.string().max(512).optional(),
});

/** POST /_api/auth/logout: SPEC §7 "body an empty object". */
export const LogoutInput = z.strictObject({});

/** GET /_api/auth/session: `user` is null when signed out. */
export const SessionResponse = z.object({ user: AuthUserSchema.nullable() });
export type SessionResponse = z.infer<typeof SessionResponse>;

export const UserResponse = z.object({ user: AuthUserSchema });
export type UserResponse = z.infer<typeof UserResponse>;

export const SuccessResponse = z.object({ success: z.literal(true) });

/** GET /_api/auth/providers: which "Continue with …" buttons the login page shows. */
export const ProvidersResponse = z.object({ providers: z.array(z.enum(OAUTH_PROVIDERS)) });
export type ProvidersResponse = z.infer<typeof ProvidersResponse>;
