import Loader2 from 'lucide-react/icons/loader-circle';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuthUser } from '#shared/contracts/auth-user.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { onDemandForm, type FormViewProps } from '#client/lib/first-load/index.ts';
import { AuthField, fieldA11y } from './auth-field.tsx';

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
      <AuthField id={`${id}-email`} label={t('fields.email')} error={errors.email}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          {...fieldA11y(`${id}-email`, { error: errors.email })}
          {...field('email')}
        />
      </AuthField>
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
      <Button type="submit" className="w-full" disabled={status !== 'idle'}>
        {status !== 'idle' ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {status === 'done'
          ? t('actions.signedIn')
          : status === 'submitting'
            ? t('actions.loggingIn')
            : t('actions.login')}
      </Button>
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
