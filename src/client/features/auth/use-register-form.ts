import { useTranslation } from '#client/lib/use-translation.ts';
import type { RegisterInput } from '#shared/contracts/auth.ts';
import type { FormLogic } from '#client/lib/first-load/index.ts';
import { useRegister } from './api/register.ts';
import type { RegisterFormProps, RegisterFormViewProps } from './components/register-form.tsx';
import { authFailureText, authFieldText, codeOf, failedField, serverFieldCode } from './auth-error-text.ts';
import { useFormFailure } from './use-form-failure.ts';

/** The sign-up form's logic, which `RegisterForm` loads on the first interaction. */
export const useRegisterForm: FormLogic<RegisterFormProps, typeof RegisterInput, RegisterFormViewProps> = (
  { onSignedIn },
  form,
) => {
  const { t } = useTranslation('auth');
  const registration = useRegister();
  const [failure, guard] = useFormFailure((error) => {
    // A password the server refuses (too common, the e-mail) is shown under the field.
    const password = serverFieldCode(error, 'password');
    if (password) {
      form.setError('password', { type: password }, { shouldFocus: true });
      return null;
    }
    // SPEC §8: a display-name problem is shown as 'Please check your display name: …'.
    const failed = failedField(error);
    if (failed?.field === 'displayName')
      return t('errors.checkDisplayName', { message: authFieldText(t, 'displayName', failed.code) });
    return authFailureText(t, error, t('errors.registrationFailed'));
  });
  const { errors, isSubmitting } = form.formState;

  return {
    onValid: guard(async (values) => {
      const { user } = await registration.mutateAsync(values);
      onSignedIn(user);
    }),
    view: {
      errors: {
        displayName: authFieldText(t, 'displayName', codeOf(errors.displayName)),
        email: authFieldText(t, 'email', codeOf(errors.email)),
        password: authFieldText(t, 'password', codeOf(errors.password)),
        referralCode: authFieldText(t, 'referralCode', codeOf(errors.referralCode)),
      },
      failure,
      busy: isSubmitting || registration.isSuccess,
    },
  };
};
