import { useTranslation } from 'react-i18next';
import type { LoginInput } from '#shared/contracts/auth.ts';
import { ApiError } from '#client/lib/api-client.ts';
import type { FormLogic } from '#client/lib/first-load/index.ts';
import { useLogin } from './api/login.ts';
import type { LoginFormProps, LoginFormViewProps } from './components/login-form.tsx';
import { NeedHelp } from './components/need-help.tsx';
import { loginErrorText, translateMessage } from './messages.ts';
import { useFormFailure } from './use-form-failure.ts';

/** The login form's logic, which `LoginForm` loads on the first interaction. */
export const useLoginForm: FormLogic<LoginFormProps, typeof LoginInput, LoginFormViewProps> = (
  { onSignedIn, supportEmail, showOAuth },
  form,
) => {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const [failure, guard] = useFormFailure((error) =>
    loginErrorText(t, error instanceof ApiError ? error.message : undefined),
  );
  const { errors, isSubmitting } = form.formState;

  return {
    onValid: guard(async (values) => {
      const { user } = await login.mutateAsync(values);
      onSignedIn(user);
    }),
    view: {
      errors: {
        email: translateMessage(t, errors.email?.message),
        password: translateMessage(t, errors.password?.message),
      },
      failure,
      help: <NeedHelp supportEmail={supportEmail} showOAuth={showOAuth} />,
      status: login.isSuccess ? 'done' : isSubmitting ? 'submitting' : 'idle',
    },
  };
};
