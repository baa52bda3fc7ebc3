import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '#client/lib/api-client.ts';
import {
  useFormHandoff,
  withHandoff,
  type FormHandoff,
  lazyZodResolver,
  type FormViewState,
} from '#client/lib/first-load/index.ts';
import { useResetPassword } from './api/reset-password.ts';
import type { ResetPasswordFormProps, ResetPasswordFormViewProps } from './components/reset-password-form.tsx';
import { failureText, translateMessage } from './messages.ts';
import type { ResetPasswordFormSchema } from './reset-password-schema.ts';

const resolver = lazyZodResolver(() => import('./reset-password-schema.ts').then((m) => m.ResetPasswordFormSchema));

/** The new-password form's logic, which `ResetPasswordForm` loads on the first interaction. */
export function useResetPasswordForm(
  { token, onSignedIn }: ResetPasswordFormProps,
  handoff: FormHandoff | undefined,
): FormViewState<ResetPasswordFormViewProps> {
  const { t } = useTranslation('auth');
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof ResetPasswordFormSchema>>({
    resolver,
    defaultValues: withHandoff({ password: '', confirm: '' }, handoff),
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const { user } = await reset.mutateAsync({ token, password });
      onSignedIn(user);
    } catch (error) {
      // A password the server refuses (too common, the e-mail) is shown under the field.
      const refused = error instanceof ApiError ? error.fieldErrors.password : undefined;
      if (refused) form.setError('password', { message: refused }, { shouldFocus: true });
      else setFailure(failureText(t, error));
    }
  });
  const formProps = useFormHandoff(form, handoff, { submit: onSubmit, preload: resolver.preload });

  return {
    form: formProps,
    field: form.register,
    errors: {
      password: translateMessage(t, errors.password?.message),
      confirm: translateMessage(t, errors.confirm?.message),
    },
    failure,
    busy: isSubmitting || reset.isSuccess,
  };
}
