import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '#client/lib/use-translation.ts';
import { LANGUAGES, type Language } from '#shared/languages.ts';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';

interface Props {
  /** Makes the ids unique on the page (the upload form and the edit dialog). */
  idPrefix: string;
  register(language: Language): UseFormRegisterReturn;
  errors: Partial<Record<Language, string>>;
  /** Opens the translations at first (an edit with translations, or an error in one). */
  translationsOpen?: boolean;
}

function NotesField({
  idPrefix,
  language,
  register,
  error,
  required,
}: {
  idPrefix: string;
  language: (typeof LANGUAGES)[number];
  register: Props['register'];
  error?: string;
  required?: boolean;
}) {
  const { t } = useTranslation('admin-releases');
  const id = `${idPrefix}-notes-${language.code}`;
  return (
    <FormField id={id} label={t('notes.label', { language: language.nativeName })} error={error} required={required}>
      <Textarea
        id={id}
        lang={language.code}
        rows={required ? 4 : 3}
        maxLength={20_000}
        className="font-mono text-sm"
        {...register(language.code)}
        {...fieldAria(id, { error, required })}
      />
    </FormField>
  );
}

/** Markdown notes per language: English (required) in view, the other five behind a disclosure. */
export function NotesFields({ idPrefix, register, errors, translationsOpen }: Props) {
  const { t } = useTranslation('admin-releases');
  const [english, ...others] = LANGUAGES;
  const open = translationsOpen || others.some((l) => errors[l.code]);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold">{t('notes.legend')}</legend>
      <p className="text-xs text-muted-foreground">{t('notes.hint')}</p>
      <NotesField idPrefix={idPrefix} language={english} register={register} error={errors.en} required />
      <details className="group rounded-md border px-3 py-2" open={open || undefined}>
        <summary className="cursor-pointer text-sm font-medium">{t('notes.translations')}</summary>
        <div className="mt-3 flex flex-col gap-3">
          {others.map((language) => (
            <NotesField
              key={language.code}
              idPrefix={idPrefix}
              language={language}
              register={register}
              error={errors[language.code]}
            />
          ))}
        </div>
      </details>
    </fieldset>
  );
}
