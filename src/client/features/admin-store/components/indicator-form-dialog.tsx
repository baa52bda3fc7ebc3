import Plus from 'lucide-react/icons/plus';
import X from 'lucide-react/icons/x';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useState } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { z } from 'zod';
import {
  DEFAULT_LEASE_DAYS,
  IndicatorFormSchema,
  MAX_FEATURES,
  toIndicatorInput,
  translationFormValues,
  type AdminIndicatorDto,
  type CategoryDto,
  type CreateIndicatorInput,
  type IndicatorForm,
} from '#shared/contracts/admin-store.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { FieldError, FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { TRANSLATION_LANGUAGES } from '#shared/languages.ts';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { lazyZodResolver } from '#client/lib/first-load/index.ts';
import { indicatorFieldText, type IndicatorField } from '../indicator-field-text.ts';
import { IndicatorTranslationFields } from './indicator-translation-fields.tsx';
import { IndicatorBusinessFields } from './indicator-business-fields.tsx';
import { useLanguageName } from '#client/lib/use-language-name.ts';

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The indicator being edited, or null to add one. */
  indicator: AdminIndicatorDto | null;
  categories: CategoryDto[];
  onSubmit(input: CreateIndicatorInput): void;
}

// The schema is already in this module (the dialog is admin-only); the resolver adds field codes.
const resolver = lazyZodResolver(async () => IndicatorFormSchema);

function defaults(indicator: AdminIndicatorDto | null): IndicatorForm {
  return {
    name: indicator?.name ?? '',
    description: indicator?.description ?? '',
    shortDescription: indicator?.shortDescription ?? '',
    price: indicator ? String(indicator.price) : '',
    imageUrl: indicator?.imageUrl ?? '',
    isActive: indicator?.isActive ?? true,
    // SPEC §5: the form always keeps at least one feature row.
    features: indicator?.features?.length ? indicator.features.map((value) => ({ value })) : [{ value: '' }],
    categoryIds: indicator?.categories.map((c) => c.id) ?? [],
    updatesMonths: String(indicator?.updatesMonths ?? 0),
    renewalPrice: String(indicator?.renewalPrice ?? 0),
    trialDays: String(indicator?.trialDays ?? 0),
    leaseDays: String(indicator?.leaseDays ?? DEFAULT_LEASE_DAYS),
    translations: translationFormValues(indicator?.translations),
  };
}

/** 'Add New Indicator' / 'Edit Indicator' (SPEC §2), validated by the shared zod schema. */
export function IndicatorFormDialog({ open, onOpenChange, indicator, categories, onSubmit }: Props) {
  const { t } = useTranslation('admin-store');
  const languageName = useLanguageName();
  const [tab, setTab] = useState('en');
  const form = useForm<IndicatorForm, unknown, z.output<typeof IndicatorFormSchema>>({
    resolver,
    defaultValues: defaults(indicator),
  });
  const features = useFieldArray({ control: form.control, name: 'features' });
  const { errors } = form.formState;
  const message = (field: IndicatorField, error?: { type?: string }) =>
    indicatorFieldText(t, field, error, field === 'price' ? form.getValues('price') : undefined);
  // A refused field may sit on a hidden language tab: show the first tab that has one.
  const submit = form.handleSubmit(
    (values) => onSubmit(toIndicatorInput(values)),
    (invalid) => {
      const english = ['description', 'shortDescription', 'features'].some((f) => f in invalid);
      const language = TRANSLATION_LANGUAGES.find((l) => invalid.translations?.[l]);
      if (!english && language) setTab(language);
      else if (english) setTab('en');
    },
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" data-testid="indicator-form-dialog">
        <DialogHeader>
          <DialogTitle>{indicator ? t('form.editTitle') : t('form.addTitle')}</DialogTitle>
          <DialogDescription>{t('form.intro')}</DialogDescription>
        </DialogHeader>
        <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-4">
          <FormField id="indicator-name" label={t('form.name')} error={message('name', errors.name)} required>
            <Input
              id="indicator-name"
              autoComplete="off"
              maxLength={120}
              {...form.register('name')}
              {...fieldAria('indicator-name', { error: errors.name?.message, required: true })}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="indicator-price" label={t('form.price')} error={message('price', errors.price)} required>
              <Input
                id="indicator-price"
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                {...form.register('price')}
                {...fieldAria('indicator-price', { error: errors.price?.message, required: true })}
              />
            </FormField>
            <FormField id="indicator-image" label={t('form.imageUrl')} error={message('imageUrl', errors.imageUrl)}>
              <Input
                id="indicator-image"
                type="url"
                placeholder="https://"
                {...form.register('imageUrl')}
                {...fieldAria('indicator-image', { error: errors.imageUrl?.message })}
              />
            </FormField>
          </div>
          <IndicatorBusinessFields register={form.register} errors={errors} />

          <Tabs value={tab} onValueChange={setTab}>
            <TabsList aria-label={t('translations.tabsLabel')} className="h-auto flex-wrap justify-start">
              <TabsTrigger value="en" data-testid="language-tab-en">
                {t('translations.englishTab', { language: languageName('en') })}
              </TabsTrigger>
              {TRANSLATION_LANGUAGES.map((language) => (
                <TabsTrigger key={language} value={language} data-testid={`language-tab-${language}`}>
                  {languageName(language)}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="en" className="flex flex-col gap-4">
              <FormField
                id="indicator-short"
                label={t('form.shortDescription')}
                error={message('shortDescription', errors.shortDescription)}
                hint={t('form.shortDescriptionHint')}
              >
                <Input
                  id="indicator-short"
                  autoComplete="off"
                  {...form.register('shortDescription')}
                  {...fieldAria('indicator-short', { error: errors.shortDescription?.message, hint: true })}
                />
              </FormField>
              <FormField
                id="indicator-description"
                label={t('form.description')}
                error={message('description', errors.description)}
                required
              >
                <Textarea
                  id="indicator-description"
                  rows={5}
                  {...form.register('description')}
                  {...fieldAria('indicator-description', { error: errors.description?.message, required: true })}
                />
              </FormField>
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-2 text-sm font-medium">{t('form.features')}</legend>
                {features.fields.map((field, index) => {
                  const id = `indicator-feature-${index}`;
                  const error = message('feature', errors.features?.[index]?.value);
                  return (
                    <div key={field.id} className="flex flex-col gap-1">
                      <div className="flex gap-2">
                        <Input
                          id={id}
                          aria-label={t('form.featureLabel', { n: index + 1 })}
                          placeholder={t('form.featurePlaceholder')}
                          {...form.register(`features.${index}.value`)}
                          {...fieldAria(id, { error })}
                        />
                        <Button
                          type="button"
                          variant="outline"
                          size="icon"
                          className="shrink-0"
                          disabled={features.fields.length === 1}
                          onClick={() => features.remove(index)}
                          aria-label={t('form.removeFeature', { n: index + 1 })}
                        >
                          <X aria-hidden />
                        </Button>
                      </div>
                      <FieldError id={`${id}-error`} message={error} />
                    </div>
                  );
                })}
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="self-start"
                  disabled={features.fields.length >= MAX_FEATURES}
                  onClick={() => features.append({ value: '' })}
                >
                  <Plus aria-hidden />
                  {t('form.addFeature')}
                </Button>
              </fieldset>
            </TabsContent>
            {TRANSLATION_LANGUAGES.map((language) => (
              <TabsContent key={language} value={language}>
                <IndicatorTranslationFields
                  language={language}
                  languageName={languageName(language)}
                  register={form.register}
                  errors={errors}
                  message={message}
                />
              </TabsContent>
            ))}
          </Tabs>
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={errors.categoryIds ? 'indicator-categories-error' : undefined}
          >
            <legend className="mb-2 text-sm font-medium">
              {t('form.categories')}
              <span aria-hidden className="text-destructive">
                {' '}
                *
              </span>
            </legend>
            <Controller
              control={form.control}
              name="categoryIds"
              render={({ field }) => (
                <div className="grid gap-2 sm:grid-cols-2">
                  {categories.map((category) => {
                    const id = `indicator-category-${category.id}`;
                    const checked = field.value.includes(category.id);
                    return (
                      <div key={category.id} className="flex items-center gap-2">
                        <Checkbox
                          id={id}
                          checked={checked}
                          onCheckedChange={(next) =>
                            field.onChange(
                              next === true
                                ? [...field.value, category.id]
                                : field.value.filter((v) => v !== category.id),
                            )
                          }
                          onBlur={field.onBlur}
                        />
                        <Label htmlFor={id} className="font-normal">
                          {category.name}
                        </Label>
                      </div>
                    );
                  })}
                </div>
              )}
            />
            <FieldError id="indicator-categories-error" message={message('categoryIds', errors.categoryIds)} />
          </fieldset>

          <Controller
            control={form.control}
            name="isActive"
            render={({ field }) => (
              <div className="flex items-center gap-3">
                <Switch
                  id="indicator-active"
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                />
                <Label htmlFor="indicator-active">{t('form.isActive')}</Label>
              </div>
            )}
          />

          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('form.cancel')}
            </Button>
            <Button type="submit">{indicator ? t('form.save') : t('form.create')}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
