import { useTranslation } from 'react-i18next';
import type { RegisterInput } from '#shared/contracts/auth.ts';
import { ApiError } from '#client/lib/api-client.ts';
import type { FormLogic } from '#client/lib/first-load/index.ts';
import { useRegister } from './api/register.ts';
import type { RegisterFormProps, RegisterFormViewProps } from './components/register-form.tsx';
import { registrationErrorText, translateMessage } from './messages.ts';
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
    const password = error instanceof ApiError ? error.fieldErrors.password : undefined;
    if (!password) return registrationErrorText(t, error instanceof ApiError ? error.message : undefined);
    form.setError('password', { message: password }, { shouldFocus: true });
    return null;
  });
  const { errors, isSubmitting } = form.formState;

  return {
    onValid: guard(async (values) => {
      const { user } = await registration.mutateAsync(values);
      onSignedIn(user);
    }),
    view: {
      errors: {
        displayName: translateMessage(t, errors.displayName?.message),
        email: translateMessage(t, errors.email?.message),
        password: translateMessage(t, errors.password?.message),
        referralCode: translateMessage(t, errors.referralCode?.message),
      },
      failure,
      busy: isSubmitting || registration.isSuccess,
    },
  };
};
