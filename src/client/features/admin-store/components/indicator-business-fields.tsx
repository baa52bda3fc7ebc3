import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { IndicatorForm } from '#shared/contracts/admin-store.ts';
import { MAX_LEASE_DAYS, MAX_TRIAL_DAYS, MAX_UPDATES_MONTHS } from '#shared/contracts/admin-store.constants.ts';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useTranslation } from '#client/lib/use-translation.ts';

interface Props {
  register: UseFormRegister<IndicatorForm>;
  errors: FieldErrors<IndicatorForm>;
}

/**
 * The terms of sale: the updates window (0 = updates forever), the renewal's price and the
 * free trial's days (0 = none); the offline lease of a signed answer. Each field's message is its own range sentence.
 */
export function IndicatorBusinessFields({ register, errors }: Props) {
  const { t } = useTranslation('admin-store');
  const fields = [
    {
      name: 'updatesMonths' as const,
      id: 'indicator-updates-months',
      label: t('form.updatesMonths'),
      hint: t('form.updatesMonthsHint'),
      error: errors.updatesMonths && t('validation.updatesMonthsRange', { max: MAX_UPDATES_MONTHS }),
      props: { inputMode: 'numeric' as const, step: '1', min: '0', max: String(MAX_UPDATES_MONTHS) },
    },
    {
      name: 'renewalPrice' as const,
      id: 'indicator-renewal-price',
      label: t('form.renewalPrice'),
      hint: t('form.renewalPriceHint'),
      error: errors.renewalPrice && t('validation.renewalPriceRange'),
      props: { inputMode: 'decimal' as const, step: '0.01', min: '0' },
    },
    {
      name: 'trialDays' as const,
      id: 'indicator-trial-days',
      label: t('form.trialDays'),
      hint: t('form.trialDaysHint'),
      error: errors.trialDays && t('validation.trialDaysRange', { max: MAX_TRIAL_DAYS }),
      props: { inputMode: 'numeric' as const, step: '1', min: '0', max: String(MAX_TRIAL_DAYS) },
    },
    {
      name: 'leaseDays' as const,
      id: 'indicator-lease-days',
      label: t('form.leaseDays'),
      hint: t('form.leaseDaysHint'),
      error: errors.leaseDays && t('validation.leaseDaysRange', { max: MAX_LEASE_DAYS }),
      props: { inputMode: 'numeric' as const, step: '1', min: '0', max: String(MAX_LEASE_DAYS) },
    },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {fields.map((field) => (
        <FormField key={field.id} id={field.id} label={field.label} hint={field.hint} error={field.error}>
          <Input
            id={field.id}
            type="number"
            {...field.props}
            {...register(field.name)}
            {...fieldAria(field.id, { error: field.error, hint: true })}
          />
        </FormField>
      ))}
    </div>
  );
}
