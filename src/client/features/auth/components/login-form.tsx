import type { ReactNode } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import type { AuthUser } from '#shared/contracts/auth-user.ts';
import { Input } from '#client/components/ui/input.tsx';
import { onDemandForm, type FormViewProps } from '#client/lib/first-load/index.ts';
import { AuthField, EmailField, fieldA11y, SubmitButton } from './auth-field.tsx';

export interface LoginFormProps {
  onSignedIn: (user: AuthUser) => void;
  /** For the 'Need Help?' box a failed login shows. */
  supportEmail: string;
  showOAuth: boolean;
}

export interface LoginFormViewProps extends FormViewProps<'email' | 'password'> {
  errors?: { email?: string; password?: string };
  failure?: string | null;
  /** Shown under the failure (the 'Need Help?' box). */
  help?: ReactNode;
  status?: 'idle' | 'submitting' | 'done';
}

/** The login form's markup, the same before and after its logic (`use-login-form.tsx`) arrives. */
function LoginFormView({ id, form, field, errors = {}, failure, help, status = 'idle' }: LoginFormViewProps) {
  const { t } = useTranslation('auth');
  return (
    <form method="post" {...form} noValidate className="flex flex-col gap-4" data-testid="login-form">
      {failure ? (
        <div className="flex flex-col gap-3">
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
            data-testid="login-error"
          >
            {failure}
          </p>
          {help}
        </div>
      ) : null}
      <EmailField id={`${id}-email`} error={errors.email} binding={field('email')} />
      <AuthField
        id={`${id}-password`}
        label={t('fields.password')}
        error={errors.password}
        aside={
          <Link to="/forgot-password" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            {t('actions.forgot')}
          </Link>
        }
      >
        <Input
          type="password"
          autoComplete="current-password"
          {...fieldA11y(`${id}-password`, { error: errors.password })}
          {...field('password')}
        />
      </AuthField>
      <SubmitButton busy={status !== 'idle'}>
        {status === 'done'
          ? t('actions.signedIn')
          : status === 'submitting'
            ? t('actions.loggingIn')
            : t('actions.login')}
      </SubmitButton>
    </form>
  );
}

/** Signs in with e-mail and password; react-hook-form, zod and the call load on the first interaction. */
export const LoginForm = onDemandForm({
  View: LoginFormView,
  defaults: (_: LoginFormProps) => ({ email: '', password: '' }),
  schema: () => import('#shared/contracts/auth.ts').then((m) => m.LoginInput),
  logic: () => import('../use-login-form.tsx').then((m) => m.useLoginForm),
});
