import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { AuthUser } from '#shared/contracts/auth-user.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { lazyZodResolver } from '#client/lib/lazy-zod-resolver.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { translateMessage } from '../messages.ts';
import type { ResetPasswordFormSchema } from '../reset-password-schema.ts';
import { AuthField, fieldA11y } from './auth-field.tsx';

const resolver = lazyZodResolver(() => import('../reset-password-schema.ts').then((m) => m.ResetPasswordFormSchema));

export function ResetPasswordForm({ token, onSignedIn }: { token: string; onSignedIn: (user: AuthUser) => void }) {
  const { t } = useTranslation('auth');
  const id = useId();
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof ResetPasswordFormSchema>>({ resolver, defaultValues: { password: '', confirm: '' }, mode: 'onTouched' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const { user } = await reset.mutateAsync({ token, password });
      onSignedIn(user);
    } catch (error) {
      setFailure(error instanceof ApiError ? translateMessage(t, error.message) : t('errors.unknown'));
    }
  });

  const passwordError = translateMessage(t, errors.password?.message);
  const confirmError = translateMessage(t, errors.confirm?.message);
  const busy = isSubmitting || reset.isSuccess;
  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} onPointerEnter={resolver.preload} noValidate className="flex flex-col gap-4">
      {failure ? (
        <div role="alert" className="flex flex-col gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
          <p>{failure}</p>
          <Link to="/forgot-password" className="font-medium underline underline-offset-4">
            {t('reset.requestNew')}
          </Link>
        </div>
      ) : null}
      <AuthField id={`${id}-password`} label={t('fields.newPassword')} error={passwordError} hint={t('hints.password')}>
        <Input type="password" autoComplete="new-password" {...fieldA11y(`${id}-password`, { error: passwordError, hint: 'y' })} {...form.register('password')} />
      </AuthField>
      <AuthField id={`${id}-confirm`} label={t('fields.confirmPassword')} error={confirmError}>
        <Input type="password" autoComplete="new-password" {...fieldA11y(`${id}-confirm`, { error: confirmError })} {...form.register('confirm')} />
      </AuthField>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {busy ? t('actions.saving') : t('actions.setPassword')}
      </Button>
    </form>
  );
}
