import type { TFunction } from 'i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '#client/lib/use-translation.ts';
import { RELEASE_LIMITS, RELEASE_STATUSES } from '#shared/contracts/releases.constants.ts';
import type { Language } from '#shared/languages.ts';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';

// The fields the upload form and the edit dialog share, with their rules.

export const minPlatformRules = (t: TFunction<'admin-releases'>) => ({
  validate: (value: string) => value.trim() !== '' || t('validation.minPlatformVersionRequired'),
});

/** English notes are required (the other languages fall back to them); the rest are optional. */
export const notesRules = (t: TFunction<'admin-releases'>, language: Language) => ({
  validate:
    language === 'en' ? (value: string) => value.trim() !== '' || t('validation.notesEnglishRequired') : undefined,
});

export function MinPlatformField({
  id,
  error,
  registration,
}: {
  id: string;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  const { t } = useTranslation('admin-releases');
  return (
    <FormField
      id={id}
      label={t('upload.minPlatformVersion')}
      hint={t('upload.minPlatformVersionHint')}
      error={error}
      required
    >
      <Input
        id={id}
        autoComplete="off"
        spellCheck={false}
        placeholder="8.1.2"
        maxLength={RELEASE_LIMITS.minPlatformVersion}
        {...registration}
        {...fieldAria(id, { error, hint: true, required: true })}
      />
    </FormField>
  );
}

/** Draft (hidden from customers) or published. */
export function StatusField({ id, registration }: { id: string; registration: UseFormRegisterReturn }) {
  const { t } = useTranslation('admin-releases');
  return (
    <FormField id={id} label={t('upload.status')}>
      <NativeSelect id={id} {...registration}>
        {RELEASE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`status.${status}`)}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
