import { useState } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { ForgotPasswordInput } from '#shared/contracts/auth.ts';
import type { FormLogic } from '#client/lib/first-load/index.ts';
import { useRequestPasswordReset } from './api/forgot-password.ts';
import type { ForgotPasswordFormViewProps } from './components/forgot-password-form.tsx';
import { authFailureText, authFieldText, codeOf } from './auth-error-text.ts';
import { useFormFailure } from './use-form-failure.ts';

/**
 * The reset request form's logic, which `ForgotPasswordForm` loads on the first interaction.
 * The answer is the same whether or not the address has an account.
 */
export const useForgotPasswordForm: FormLogic<object, typeof ForgotPasswordInput, ForgotPasswordFormViewProps> = (
  _props,
  form,
) => {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, guard] = useFormFailure((error) => authFailureText(t, error, t('errors.unknown')));
  const { errors, isSubmitting } = form.formState;

  return {
    onValid: guard(async (values) => {
      await request.mutateAsync(values);
      setSentTo(values.email);
    }),
    view: { error: authFieldText(t, 'email', codeOf(errors.email)), failure, busy: isSubmitting, sentTo },
  };
};
