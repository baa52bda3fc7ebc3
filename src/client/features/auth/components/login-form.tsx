import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { AuthUser } from '#shared/contracts/auth-user.ts';
import type { LoginInput } from '#shared/contracts/auth.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { lazyZodResolver } from '#client/lib/lazy-zod-resolver.ts';
import { useLogin } from '../api/login.ts';
import { loginErrorText, translateMessage } from '../messages.ts';
import { AuthField, fieldA11y } from './auth-field.tsx';

type Values = z.input<typeof LoginInput>;
const resolver = lazyZodResolver(() => import('#shared/contracts/auth.ts').then((m) => m.LoginInput));

interface LoginFormProps {
  onSignedIn: (user: AuthUser) => void;
  /** Rendered when a login fails (the 'Need Help?' box). */
  help: React.ReactNode;
}

export function LoginForm({ onSignedIn, help }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const login = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof LoginInput>>({ resolver, defaultValues: { email: '', password: '' }, mode: 'onTouched' });
  const { errors, isSubmitting } = form.formState;
  const done = login.isSuccess;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { user } = await login.mutateAsync(values);
      onSignedIn(user);
    } catch (error) {
      setFailure(loginErrorText(t, error instanceof ApiError ? error.message : undefined));
    }
  });

  const emailError = translateMessage(t, errors.email?.message);
  const passwordError = translateMessage(t, errors.password?.message);
  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} onPointerEnter={resolver.preload} noValidate className="flex flex-col gap-4" data-testid="login-form">
      {failure ? (
        <div className="flex flex-col gap-3">
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive" data-testid="login-error">
            {failure}
          </p>
          {help}
        </div>
      ) : null}
      <AuthField id={`${id}-email`} label={t('fields.email')} error={emailError}>
        <Input type="email" autoComplete="email" inputMode="email" {...fieldA11y(`${id}-email`, { error: emailError })} {...form.register('email')} />
      </AuthField>
      <AuthField
        id={`${id}-password`}
        label={t('fields.password')}
        error={passwordError}
        aside={
          <Link to="/forgot-password" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            {t('actions.forgot')}
          </Link>
        }
      >
        <Input type="password" autoComplete="current-password" {...fieldA11y(`${id}-password`, { error: passwordError })} {...form.register('password')} />
      </AuthField>
      <Button type="submit" className="w-full" disabled={isSubmitting || done}>
        {isSubmitting || done ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {done ? t('actions.signedIn') : isSubmitting ? t('actions.loggingIn') : t('actions.login')}
      </Button>
    </form>
  );
}
