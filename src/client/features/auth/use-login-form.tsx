import { useTranslation } from '#client/lib/use-translation.ts';
import type { LoginInput } from '#shared/contracts/auth.ts';
import type { FormLogic } from '#client/lib/first-load/index.ts';
import { useLogin } from './api/login.ts';
import type { LoginFormProps, LoginFormViewProps } from './components/login-form.tsx';
import { NeedHelp } from './components/need-help.tsx';
import { SignInLinkOffer } from './components/sign-in-link-offer.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { authFailureText, authFieldText, codeOf } from './auth-error-text.ts';
import { useFormFailure } from './use-form-failure.ts';

/** The login form's logic, which `LoginForm` loads on the first interaction. */
export const useLoginForm: FormLogic<LoginFormProps, typeof LoginInput, LoginFormViewProps> = (
  { onSignedIn, supportEmail, showOAuth },
  form,
) => {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const [failure, guard] = useFormFailure((error) => authFailureText(t, error, t('errors.loginFailed')));
  const { errors, isSubmitting } = form.formState;
  // The account is locked for unknown devices: its owner can have a sign-in link e-mailed.
  const locked = login.error instanceof ApiError && login.error.code === 'login_account_locked';

  return {
    onValid: guard(async (values) => {
      const { user } = await login.mutateAsync(values);
      onSignedIn(user);
    }),
    view: {
      errors: {
        email: authFieldText(t, 'email', codeOf(errors.email)),
        password: authFieldText(t, 'password', codeOf(errors.password)),
      },
      failure,
      help: locked ? (
        <SignInLinkOffer email={form.getValues('email')} />
      ) : (
        <NeedHelp supportEmail={supportEmail} showOAuth={showOAuth} />
      ),
      status: login.isSuccess ? 'done' : isSubmitting ? 'submitting' : 'idle',
    },
  };
};
