import { Loader2, MailCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ForgotPasswordInput } from '#shared/contracts/auth.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { lazyZodResolver } from '#client/lib/lazy-zod-resolver.ts';
import { useRequestPasswordReset } from '../api/forgot-password.ts';
import { translateMessage } from '../messages.ts';
import { AuthField, fieldA11y } from './auth-field.tsx';

const resolver = lazyZodResolver(() => import('#shared/contracts/auth.ts').then((m) => m.ForgotPasswordInput));

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const id = useId();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof ForgotPasswordInput>, unknown, z.output<typeof ForgotPasswordInput>>({ resolver, defaultValues: { email: '' }, mode: 'onTouched' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await request.mutateAsync(values);
      setSentTo(values.email);
    } catch (error) {
      setFailure(error instanceof ApiError ? translateMessage(t, error.message) : t('errors.unknown'));
    }
  });

  if (sentTo) {
    return (
      <div role="status" className="flex items-start gap-3 rounded-md border border-primary/40 bg-primary/5 p-4 text-sm" data-testid="reset-sent">
        <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <p>{t('forgot.sent', { email: sentTo })}</p>
      </div>
    );
  }
  const emailError = translateMessage(t, errors.email?.message);
  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} onPointerEnter={resolver.preload} noValidate className="flex flex-col gap-4">
      {failure ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {failure}
        </p>
      ) : null}
      <AuthField id={`${id}-email`} label={t('fields.email')} error={emailError}>
        <Input type="email" autoComplete="email" inputMode="email" {...fieldA11y(`${id}-email`, { error: emailError })} {...form.register('email')} />
      </AuthField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {isSubmitting ? t('actions.sending') : t('actions.sendLink')}
      </Button>
    </form>
  );
}
