import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginInput } from '#shared/contracts/auth.ts';
import { ApiError } from '#client/lib/api-client.ts';
import type { FormLogic } from '#client/lib/first-load/index.ts';
import { useLogin } from './api/login.ts';
import type { LoginFormProps, LoginFormViewProps } from './components/login-form.tsx';
import { NeedHelp } from './components/need-help.tsx';
import { loginErrorText, translateMessage } from './messages.ts';

/** The login form's logic, which `LoginForm` loads on the first interaction. */
export const useLoginForm: FormLogic<LoginFormProps, typeof LoginInput, LoginFormViewProps> = (
  { onSignedIn, supportEmail, showOAuth },
  form,
) => {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  return {
    onValid: async (values) => {
      setFailure(null);
      try {
        const { user } = await login.mutateAsync(values);
        onSignedIn(user);
      } catch (error) {
        setFailure(loginErrorText(t, error instanceof ApiError ? error.message : undefined));
      }
    },
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
