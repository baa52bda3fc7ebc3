import { useTranslation } from '#client/lib/use-translation.ts';
import type { AuthUser } from '#shared/contracts/auth-user.ts';
import { Input } from '#client/components/ui/input.tsx';
import { onDemandForm, type FormViewProps } from '#client/lib/first-load/index.ts';
import { AuthField, EmailField, fieldA11y, NewPasswordField, SubmitButton } from './auth-field.tsx';

export interface RegisterFormProps {
  onSignedIn: (user: AuthUser) => void;
  referralCode?: string;
}

type Field = 'displayName' | 'email' | 'password' | 'referralCode';

export interface RegisterFormViewProps extends FormViewProps<Field> {
  errors?: Partial<Record<Field, string>>;
  failure?: string | null;
  busy?: boolean;
}

/** The sign-up form's markup, the same before and after its logic (`use-register-form.ts`) arrives. */
function RegisterFormView({ id, form, field, errors = {}, failure, busy = false }: RegisterFormViewProps) {
  const { t } = useTranslation('auth');
  return (
    <form method="post" {...form} noValidate className="flex flex-col gap-4" data-testid="register-form">
      {failure ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
          data-testid="register-error"
        >
          {failure}
        </p>
      ) : null}
      <AuthField
        id={`${id}-name`}
        label={t('fields.displayName')}
        error={errors.displayName}
        hint={t('hints.displayName')}
      >
        <Input
          autoComplete="nickname"
          maxLength={60}
          {...fieldA11y(`${id}-name`, { error: errors.displayName, hint: 'y' })}
          {...field('displayName')}
        />
      </AuthField>
      <EmailField id={`${id}-email`} error={errors.email} binding={field('email')} />
      <NewPasswordField
        id={`${id}-password`}
        label={t('fields.password')}
        error={errors.password}
        hint={t('hints.password')}
        binding={field('password')}
      />
      <AuthField id={`${id}-referral`} label={t('fields.referralCode')} error={errors.referralCode}>
        <Input
          autoComplete="off"
          maxLength={64}
          {...fieldA11y(`${id}-referral`, { error: errors.referralCode, required: false })}
          {...field('referralCode')}
        />
      </AuthField>
      <SubmitButton busy={busy}>{busy ? t('actions.registering') : t('actions.register')}</SubmitButton>
    </form>
  );
}

/** Creates an account; react-hook-form, zod and the call load on the first interaction. */
export const RegisterForm = onDemandForm({
  View: RegisterFormView,
  defaults: ({ referralCode }: RegisterFormProps) => ({
    displayName: '',
    email: '',
    password: '',
    referralCode: referralCode ?? '',
  }),
  schema: () => import('#shared/contracts/auth.ts').then((m) => m.RegisterInput),
  logic: () => import('../use-register-form.ts').then((m) => m.useRegisterForm),
});
