import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ForgotPasswordInput } from '#shared/contracts/auth.ts';
import {
  useFormHandoff,
  withHandoff,
  type FormHandoff,
  lazyZodResolver,
  type FormViewState,
} from '#client/lib/first-load/index.ts';
import { useRequestPasswordReset } from './api/forgot-password.ts';
import type { ForgotPasswordFormViewProps } from './components/forgot-password-form.tsx';
import { failureText, translateMessage } from './messages.ts';

const resolver = lazyZodResolver(() => import('#shared/contracts/auth.ts').then((m) => m.ForgotPasswordInput));

/**
 * The reset request form's logic, which `ForgotPasswordForm` loads on the first interaction.
 * The answer is the same whether or not the address has an account.
 */
export function useForgotPasswordForm(
  _props: object,
  handoff: FormHandoff | undefined,
): FormViewState<ForgotPasswordFormViewProps> {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof ForgotPasswordInput>, unknown, z.output<typeof ForgotPasswordInput>>({
    resolver,
    defaultValues: withHandoff({ email: '' }, handoff),
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await request.mutateAsync(values);
      setSentTo(values.email);
    } catch (error) {
      setFailure(failureText(t, error));
    }
  });
  const formProps = useFormHandoff(form, handoff, { submit: onSubmit, preload: resolver.preload });

  return {
    form: formProps,
    field: form.register,
    error: translateMessage(t, errors.email?.message),
    failure,
    busy: isSubmitting,
    sentTo,
  };
}
