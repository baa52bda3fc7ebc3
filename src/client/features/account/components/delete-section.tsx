import { useState, type FormEvent } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { fieldAria, FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { errorText } from '#client/lib/error-text.ts';
import { useDeleteAccount } from '../api/account.ts';
import { AccountSection, FormFailure } from './account-section.tsx';

/**
 * Deletes the account: the password (or, for an account made by Google sign-in, the e-mail
 * address typed out), then a second click in a dialog. Afterwards the browser is signed out.
 */
export function DeleteSection({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const { t } = useTranslation('account');
  const remove = useDeleteAccount();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const field = hasPassword ? 'password' : 'confirmEmail';

  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!value) return setError(hasPassword ? t('password.currentRequired') : t('delete.typeEmail', { email }));
    setError(undefined);
    setConfirming(true);
  };

  const run = async () => {
    try {
      await remove.mutateAsync(hasPassword ? { password: value } : { confirmEmail: value });
      window.location.assign('/');
    } catch (err) {
      const code = err instanceof ApiError ? err.code : undefined;
      if (code === 'current_password_wrong' || code === 'deletion_confirmation_wrong')
        setError(errorText(t, err, t('errors.unknown')));
      else setFailure(errorText(t, err, t('errors.unknown')));
    }
  };

  return (
    <AccountSection id="delete" title={t('delete.title')} description={t('delete.description')}>
      <form method="post" onSubmit={ask} noValidate className="flex flex-col gap-4" data-testid="delete-form">
        <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
          <li>{t('delete.erased')}</li>
          <li>{t('delete.kept')}</li>
          <li>{t('delete.licences')}</li>
          <li>{t('delete.sessions')}</li>
        </ul>
        <FormFailure message={failure} />
        <FormField
          id="account-delete-check"
          label={hasPassword ? t('password.current') : t('delete.typeEmail', { email })}
          error={error}
          required
        >
          <Input
            id="account-delete-check"
            name={field}
            type={hasPassword ? 'password' : 'email'}
            autoComplete={hasPassword ? 'current-password' : 'off'}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            {...fieldAria('account-delete-check', { error, required: true })}
          />
        </FormField>
        <Button type="submit" variant="destructive" className="self-start" disabled={remove.isPending}>
          {remove.isPending ? t('delete.deleting') : t('delete.button')}
        </Button>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('delete.confirmTitle')}
        description={t('delete.confirmText')}
        cancelLabel={t('cancel')}
        confirmLabel={t('delete.confirmButton')}
        onConfirm={() => void run()}
      />
    </AccountSection>
  );
}
