import { useState, type FormEvent } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { LANGUAGES, type Language } from '#shared/languages.ts';
import { Button } from '#client/components/ui/button.tsx';
import { fieldAria, FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { errorText, fieldCodeText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { useUpdateProfile, type Account } from '../api/account.ts';
import { AccountSection, FormFailure } from './account-section.tsx';

/** Display name and the e-mail language; the server checks the name (`fieldCodes.displayName`). */
export function ProfileSection({ account, pageLanguage }: { account: Account; pageLanguage: Language }) {
  const { t } = useTranslation('account');
  const update = useUpdateProfile();
  const [nameError, setNameError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const displayName = String(data.get('displayName') ?? '').trim();
    const language = String(data.get('language')) as Language;
    setFailure(null);
    if (!displayName) return setNameError(t('profile.nameRequired'));
    setNameError(undefined);
    try {
      await update.mutateAsync({ displayName, language });
      toast.success(t('profile.saved'));
    } catch (error) {
      const code = error instanceof ApiError ? error.fieldCodes.displayName : undefined;
      if (code) setNameError(fieldCodeText(t, code));
      else setFailure(errorText(t, error, t('errors.unknown')));
    }
  };

  return (
    <AccountSection id="profile" title={t('profile.title')} description={t('profile.description')}>
      <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="profile-form">
        <FormFailure message={failure} />
        <FormField id="account-email" label={t('profile.email')}>
          <Input id="account-email" value={account.email} readOnly disabled />
        </FormField>
        <FormField id="account-name" label={t('profile.displayName')} error={nameError} required>
          <Input
            id="account-name"
            name="displayName"
            autoComplete="name"
            maxLength={50}
            defaultValue={account.displayName}
            {...fieldAria('account-name', { error: nameError, required: true })}
          />
        </FormField>
        <FormField id="account-language" label={t('profile.language')}>
          <NativeSelect id="account-language" name="language" defaultValue={account.language ?? pageLanguage}>
            {LANGUAGES.map((language) => (
              <option key={language.code} value={language.code} lang={language.code}>
                {language.nativeName}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <Button type="submit" className="self-start" disabled={update.isPending}>
          {update.isPending ? t('profile.saving') : t('profile.save')}
        </Button>
      </form>
    </AccountSection>
  );
}
