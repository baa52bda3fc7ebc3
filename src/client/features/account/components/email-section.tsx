import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Button } from '#client/components/ui/button.tsx';
import { fieldAria, FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { errorText } from '#client/lib/error-text.ts';
import { useChangeEmail } from '../api/account.ts';
import { AccountSection, FormFailure } from './account-section.tsx';

type Field = 'email' | 'currentPassword';

/**
 * Asks for a new address: a link goes there (valid one hour), a notice to the current one, and
 * the address changes only when the link is opened. A Google-only account has no password to enter.
 */
export function EmailSection({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const { t } = useTranslation('account');
  const change = useChangeEmail();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = String(data.get('email') ?? '').trim();
    const currentPassword = String(data.get('currentPassword') ?? '');
    const found: Partial<Record<Field, string>> = {};
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(next)) found.email = t('email.invalid');
    if (hasPassword && !currentPassword) found.currentPassword = t('password.currentRequired');
    setErrors(found);
    setFailure(null);
    setSentTo(null);
    if (Object.keys(found).length) return;
    try {
      await change.mutateAsync({ email: next, ...(hasPassword ? { currentPassword } : {}) });
      formRef.current?.reset();
      setSentTo(next.toLowerCase());
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      if (code === 'current_password_wrong') return setErrors({ currentPassword: errorText(t, error, '') });
      if (code === 'email_change_in_use' || code === 'validation_failed')
        return setErrors({ email: errorText(t, error, t('email.invalid')) });
      setFailure(errorText(t, error, t('errors.unknown')));
    }
  };

  return (
    <AccountSection id="email" title={t('email.title')} description={t('email.description', { email })}>
      <form
        ref={formRef}
        method="post"
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4"
        data-testid="email-form"
      >
        <FormFailure message={failure} />
        {sentTo ? (
          <p role="status" className="rounded-md border bg-muted/50 px-3 py-2 text-sm" data-testid="email-sent">
            {t('email.sent', { email: sentTo, current: email })}
          </p>
        ) : null}
        <FormField id="account-new-email" label={t('email.new')} error={errors.email} required>
          <Input
            id="account-new-email"
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            {...fieldAria('account-new-email', { error: errors.email, required: true })}
          />
        </FormField>
        {hasPassword ? (
          <FormField id="account-email-password" label={t('password.current')} error={errors.currentPassword} required>
            <Input
              id="account-email-password"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              {...fieldAria('account-email-password', { error: errors.currentPassword, required: true })}
            />
          </FormField>
        ) : null}
        <Button type="submit" className="self-start" disabled={change.isPending}>
          {change.isPending ? t('email.sending') : t('email.send')}
        </Button>
      </form>
    </AccountSection>
  );
}
