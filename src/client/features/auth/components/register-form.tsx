import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AuthUser } from '#shared/contracts/auth-user.ts';
import type { RegisterInput } from '#shared/contracts/auth.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { lazyZodResolver } from '#client/lib/lazy-zod-resolver.ts';
import { useRegister } from '../api/register.ts';
import { registrationErrorText, translateMessage } from '../messages.ts';
import { AuthField, fieldA11y } from './auth-field.tsx';

type Values = z.input<typeof RegisterInput>;
const resolver = lazyZodResolver(() => import('#shared/contracts/auth.ts').then((m) => m.RegisterInput));

export function RegisterForm({ onSignedIn, referralCode }: { onSignedIn: (user: AuthUser) => void; referralCode?: string }) {
  const { t } = useTranslation('auth');
  const id = useId();
  const registration = useRegister();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof RegisterInput>>({
    resolver,
    defaultValues: { displayName: '', email: '', password: '', referralCode: referralCode ?? '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { user } = await registration.mutateAsync(values);
      onSignedIn(user);
    } catch (error) {
      setFailure(registrationErrorText(t, error instanceof ApiError ? error.message : undefined));
    }
  });

  const nameError = translateMessage(t, errors.displayName?.message);
  const emailError = translateMessage(t, errors.email?.message);
  const passwordError = translateMessage(t, errors.password?.message);
  const referralError = translateMessage(t, errors.referralCode?.message);
  const busy = isSubmitting || registration.isSuccess;
  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} onPointerEnter={resolver.preload} noValidate className="flex flex-col gap-4" data-testid="register-form">
      {failure ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive" data-testid="register-error">
          {failure}
        </p>
      ) : null}
      <AuthField id={`${id}-name`} label={t('fields.displayName')} error={nameError} hint={t('hints.displayName')}>
        <Input autoComplete="nickname" maxLength={60} {...fieldA11y(`${id}-name`, { error: nameError, hint: 'y' })} {...form.register('displayName')} />
      </AuthField>
      <AuthField id={`${id}-email`} label={t('fields.email')} error={emailError}>
        <Input type="email" autoComplete="email" inputMode="email" {...fieldA11y(`${id}-email`, { error: emailError })} {...form.register('email')} />
      </AuthField>
      <AuthField id={`${id}-password`} label={t('fields.password')} error={passwordError} hint={t('hints.password')}>
        <Input type="password" autoComplete="new-password" {...fieldA11y(`${id}-password`, { error: passwordError, hint: 'y' })} {...form.register('password')} />
      </AuthField>
      <AuthField id={`${id}-referral`} label={t('fields.referralCode')} error={referralError}>
        <Input autoComplete="off" maxLength={64} {...fieldA11y(`${id}-referral`, { error: referralError, required: false })} {...form.register('referralCode')} />
      </AuthField>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {busy ? t('actions.registering') : t('actions.register')}
      </Button>
    </form>
  );
}
