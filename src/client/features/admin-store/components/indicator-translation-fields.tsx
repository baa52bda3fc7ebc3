import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { IndicatorForm } from '#shared/contracts/admin-store.ts';
import type { TranslationLanguage } from '#shared/languages.ts';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import type { IndicatorField } from '../indicator-field-text.ts';

interface Props {
  language: TranslationLanguage;
  /** The language's name in the page's language (`Intl.DisplayNames`). */
  languageName: string;
  register: UseFormRegister<IndicatorForm>;
  errors: FieldErrors<IndicatorForm>;
  message(field: IndicatorField, error?: { type?: string }): string | undefined;
}

/**
 * One language tab of the indicator editor: the translatable copy, every field
 * optional, written in that language (`lang` on the inputs, for spell-checkers and screen readers).
 */
export function IndicatorTranslationFields({ language, languageName, register, errors, message }: Props) {
  const { t } = useTranslation('admin-store');
  const id = (field: string) => `indicator-${language}-${field}`;
  const fieldErrors = errors.translations?.[language];
  const short = message('shortDescription', fieldErrors?.shortDescription);
  const description = message('description', fieldErrors?.description);
  // The visible label plus the language, so each tab's fields have their own name.
  const named = (label: string) => ({ 'aria-label': `${label} (${languageName})` });
  return (
    <div className="flex flex-col gap-4" data-testid={`translation-${language}`}>
      <p className="text-sm text-muted-foreground">{t('translations.hint', { language: languageName })}</p>
      <FormField
        id={id('short')}
        label={t('form.shortDescription')}
        error={short}
        hint={t('form.shortDescriptionHint')}
      >
        <Input
          id={id('short')}
          lang={language}
          autoComplete="off"
          {...named(t('form.shortDescription'))}
          {...register(`translations.${language}.shortDescription`)}
          {...fieldAria(id('short'), { error: short, hint: true })}
        />
      </FormField>
      <FormField id={id('description')} label={t('form.description')} error={description}>
        <Textarea
          id={id('description')}
          lang={language}
          rows={5}
          {...named(t('form.description'))}
          {...register(`translations.${language}.description`)}
          {...fieldAria(id('description'), { error: description })}
        />
      </FormField>
      <FormField id={id('features')} label={t('form.features')} hint={t('translations.featuresHint')}>
        <Textarea
          id={id('features')}
          lang={language}
          rows={4}
          {...named(t('form.features'))}
          {...register(`translations.${language}.features`)}
          {...fieldAria(id('features'), { hint: true })}
        />
      </FormField>
    </div>
  );
}
