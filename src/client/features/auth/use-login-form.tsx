import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { LoginInput } from '#shared/contracts/auth.ts';
import { ApiError } from '#client/lib/api-client.ts';
import {
  useFormHandoff,
  withHandoff,
  type FormHandoff,
  lazyZodResolver,
  type FormViewState,
} from '#client/lib/first-load/index.ts';
import { useLogin } from './api/login.ts';
import type { LoginFormProps, LoginFormViewProps } from './components/login-form.tsx';
import { NeedHelp } from './components/need-help.tsx';
import { loginErrorText, translateMessage } from './messages.ts';

type Values = z.input<typeof LoginInput>;
const resolver = lazyZodResolver(() => import('#shared/contracts/auth.ts').then((m) => m.LoginInput));

/** The login form's logic, which `LoginForm` loads on the first interaction. */
export function useLoginForm(
  { onSignedIn, supportEmail, showOAuth }: LoginFormProps,
  handoff: FormHandoff | undefined,
): FormViewState<LoginFormViewProps> {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof LoginInput>>({
    resolver,
    defaultValues: withHandoff({ email: '', password: '' }, handoff),
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { user } = await login.mutateAsync(values);
      onSignedIn(user);
    } catch (error) {
      setFailure(loginErrorText(t, error instanceof ApiError ? error.message : undefined));
    }
  });
  const formProps = useFormHandoff(form, handoff, { submit: onSubmit, preload: resolver.preload });

  return {
    form: formProps,
    field: form.register,
    errors: {
      email: translateMessage(t, errors.email?.message),
      password: translateMessage(t, errors.password?.message),
    },
    failure,
    help: <NeedHelp supportEmail={supportEmail} showOAuth={showOAuth} />,
    status: login.isSuccess ? 'done' : isSubmitting ? 'submitting' : 'idle',
  };
}
