import { useTranslation } from '#client/lib/use-translation.ts';
import type { FormLogic } from '#client/lib/first-load/index.ts';
import { useResetPassword } from './api/reset-password.ts';
import type { ResetPasswordFormProps, ResetPasswordFormViewProps } from './components/reset-password-form.tsx';
import { authFailureText, authFieldText, codeOf, serverFieldCode } from './auth-error-text.ts';
import type { ResetPasswordFormSchema } from './reset-password-schema.ts';
import { useFormFailure } from './use-form-failure.ts';

/** The new-password form's logic, which `ResetPasswordForm` loads on the first interaction. */
export const useResetPasswordForm: FormLogic<
  ResetPasswordFormProps,
  typeof ResetPasswordFormSchema,
  ResetPasswordFormViewProps
> = ({ token, onSignedIn }, form) => {
  const { t } = useTranslation('auth');
  const reset = useResetPassword();
  const [failure, guard] = useFormFailure((error) => {
    // A password the server refuses (too common, the e-mail) is shown under the field.
    const refused = serverFieldCode(error, 'password');
    if (!refused) return authFailureText(t, error, t('errors.unknown'));
    form.setError('password', { type: refused }, { shouldFocus: true });
    return null;
  });
  const { errors, isSubmitting } = form.formState;

  return {
    onValid: guard(async ({ password }) => {
      const { user } = await reset.mutateAsync({ token, password });
      onSignedIn(user);
    }),
    view: {
      errors: {
        password: authFieldText(t, 'password', codeOf(errors.password)),
        confirm: authFieldText(t, 'confirm', codeOf(errors.confirm)),
      },
      failure,
      busy: isSubmitting || reset.isSuccess,
    },
  };
};
