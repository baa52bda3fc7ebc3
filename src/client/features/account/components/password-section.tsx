import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '#shared/contracts/auth.constants.ts';
import { Button } from '#client/components/ui/button.tsx';
import { fieldAria, FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { errorText, fieldCodeText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { useChangePassword } from '../api/account.ts';
import { AccountSection, FormFailure } from './account-section.tsx';

type Field = 'currentPassword' | 'newPassword' | 'confirm';

/**
 * Changes the password with the current one, or sets a first one on a Google-only account.
 * Length and match are checked here; the password policy (common passwords, the e-mail) on the server.
 */
export function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const check = (values: Record<Field, string>) => {
    const found: Partial<Record<Field, string>> = {};
    if (hasPassword && !values.currentPassword) found.currentPassword = t('password.currentRequired');
    if (values.newPassword.length < PASSWORD_MIN) found.newPassword = t('password.hint');
    else if (values.newPassword.length > PASSWORD_MAX)
      found.newPassword = fieldCodeText(t, 'too_long', { max: PASSWORD_MAX });
    if (values.confirm !== values.newPassword) found.confirm = fieldCodeText(t, 'password_mismatch');
    return found;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = {
      currentPassword: String(data.get('currentPassword') ?? ''),
      newPassword: String(data.get('newPassword') ?? ''),
      confirm: String(data.get('confirm') ?? ''),
    };
    setFailure(null);
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await change.mutateAsync({
        ...(hasPassword ? { currentPassword: values.currentPassword } : {}),
        newPassword: values.newPassword,
      });
      formRef.current?.reset();
      toast.success(t('password.changed'));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'current_password_wrong')
        return setErrors({ currentPassword: errorText(t, error, t('errors.unknown')) });
      const code = error instanceof ApiError ? error.fieldCodes.newPassword : undefined;
      if (code) setErrors({ newPassword: fieldCodeText(t, code) });
      else setFailure(errorText(t, error, t('errors.unknown')));
    }
  };

  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <FormField id={`account-${name}`} label={label} error={errors[name]} hint={hint} required>
      <Input
        id={`account-${name}`}
        name={name}
        type="password"
        autoComplete={autoComplete}
        {...fieldAria(`account-${name}`, { error: errors[name], hint: !!hint, required: true })}
      />
    </FormField>
  );

  return (
    <AccountSection
      id="password"
      title={t('password.title')}
      description={hasPassword ? t('password.descriptionChange') : t('password.descriptionSet')}
    >
      <form
        ref={formRef}
        method="post"
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4"
        data-testid="password-form"
      >
        <FormFailure message={failure} />
        {hasPassword ? field('currentPassword', t('password.current'), 'current-password') : null}
        {field('newPassword', t('password.new'), 'new-password', t('password.hint'))}
        {field('confirm', t('password.confirm'), 'new-password')}
        <Button type="submit" className="self-start" disabled={change.isPending}>
          {change.isPending ? t('password.saving') : hasPassword ? t('password.change') : t('password.set')}
        </Button>
      </form>
    </AccountSection>
  );
}
