import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { RegisterInput } from '#shared/contracts/auth.ts';
import { ApiError } from '#client/lib/api-client.ts';
import {
  useFormHandoff,
  withHandoff,
  type FormHandoff,
  lazyZodResolver,
  type FormViewState,
} from '#client/lib/first-load/index.ts';
import { useRegister } from './api/register.ts';
import type { RegisterFormProps, RegisterFormViewProps } from './components/register-form.tsx';
import { registrationErrorText, translateMessage } from './messages.ts';

type Values = z.input<typeof RegisterInput>;
const resolver = lazyZodResolver(() => import('#shared/contracts/auth.ts').then((m) => m.RegisterInput));

/** The sign-up form's logic, which `RegisterForm` loads on the first interaction. */
export function useRegisterForm(
  { onSignedIn, referralCode }: RegisterFormProps,
  handoff: FormHandoff | undefined,
): FormViewState<RegisterFormViewProps> {
  const { t } = useTranslation('auth');
  const registration = useRegister();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof RegisterInput>>({
    resolver,
    defaultValues: withHandoff({ displayName: '', email: '', password: '', referralCode: referralCode ?? '' }, handoff),
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { user } = await registration.mutateAsync(values);
      onSignedIn(user);
    } catch (error) {
      // A password the server refuses (too common, the e-mail) is shown under the field.
      const password = error instanceof ApiError ? error.fieldErrors.password : undefined;
      if (password) form.setError('password', { message: password }, { shouldFocus: true });
      else setFailure(registrationErrorText(t, error instanceof ApiError ? error.message : undefined));
    }
  });
  const formProps = useFormHandoff(form, handoff, { submit: onSubmit, preload: resolver.preload });

  return {
    form: formProps,
    field: form.register,
    errors: {
      displayName: translateMessage(t, errors.displayName?.message),
      email: translateMessage(t, errors.email?.message),
      password: translateMessage(t, errors.password?.message),
      referralCode: translateMessage(t, errors.referralCode?.message),
    },
    failure,
    busy: isSubmitting || registration.isSuccess,
  };
}
