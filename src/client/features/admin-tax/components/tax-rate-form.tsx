import Loader2 from 'lucide-react/icons/loader-circle';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { TAX_MESSAGES } from '#shared/contracts/tax.constants.ts';
import type { TaxRateDto } from '#shared/contracts/tax.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import type { CountryOption } from '#client/lib/country-options.ts';
import { errorText, fieldCodeText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { useSetTaxRate } from '../api/tax-rates.ts';
import { parseRate } from './rate-input.ts';
import { useTaxText } from './tax-format.ts';

/** The server's English sentences → this page's keys under `admin.messages`. */
const SERVER_MESSAGES = {
  [TAX_MESSAGES.country_unknown]: 'countryUnknown',
  [TAX_MESSAGES.rateRange]: 'rateRange',
  [TAX_MESSAGES.rateDecimals]: 'rateDecimals',
} as const;

type Errors = { country?: string; ratePercent?: string };

/**
 * Sets one country's rate: a new row, or the country's row replaced. `preset` is a row the admin
 * chose to change in the table; the page remounts the form (its `key`) for each choice.
 */
export function TaxRateForm({
  countries,
  rates,
  preset,
}: {
  countries: CountryOption[];
  rates: TaxRateDto[];
  preset?: TaxRateDto;
}) {
  const { t, rate, typedRate, country: nameOf } = useTaxText(countries);
  const save = useSetTaxRate();
  const [country, setCountry] = useState(preset?.country ?? '');
  const [typed, setTyped] = useState(preset ? typedRate(preset.ratePercent) : '');
  const [errors, setErrors] = useState<Errors>({});
  const rateInput = useRef<HTMLInputElement>(null);
  const current = rates.find((r) => r.country === country);

  // "Change" in the table brings the admin here with the row filled in, ready to type the new rate.
  useEffect(() => {
    if (preset) rateInput.current?.focus();
  }, [preset]);

  const serverErrors = (error: ApiError): Errors => {
    const found: Errors = {};
    for (const [field, message] of Object.entries(error.fieldErrors)) {
      if (field !== 'country' && field !== 'ratePercent') continue;
      const key = SERVER_MESSAGES[message as keyof typeof SERVER_MESSAGES];
      const code = error.fieldCodes[field];
      found[field] = key ? t(`admin.messages.${key}`) : code ? fieldCodeText(t, code) : message;
    }
    return found;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseRate(typed);
    const found: Errors = {
      country: country ? undefined : t('admin.messages.countryRequired'),
      ratePercent: 'problem' in parsed ? t(`admin.messages.${parsed.problem}`) : undefined,
    };
    setErrors(found);
    if (found.country || !('percent' in parsed)) return;
    save.mutate(
      { country, ratePercent: parsed.percent },
      {
        onSuccess: ({ rate: saved }) => {
          toast.success(t('admin.toast.saved', { country: nameOf(saved.country), rate: rate(saved.ratePercent) }));
          setCountry('');
          setTyped('');
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? serverErrors(error) : {};
          setErrors(fields);
          if (!fields.country && !fields.ratePercent) toast.error(errorText(t, error, t('admin.toast.failed')));
        },
      },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="tax-form-title"
      className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
      data-testid="tax-rate-form"
    >
      <FormField
        id="tax-country"
        label={t('admin.form.country')}
        error={errors.country}
        hint={
          current
            ? t('admin.form.replaces', { country: nameOf(current.country), rate: rate(current.ratePercent) })
            : undefined
        }
      >
        <NativeSelect
          id="tax-country"
          name="country"
          value={country}
          onChange={(e) => setCountry(e.target.value)}
          {...fieldAria('tax-country', { error: errors.country, hint: Boolean(current), required: true })}
        >
          <option value="">{t('admin.form.countryPlaceholder')}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="tax-rate" label={t('admin.form.rate')} error={errors.ratePercent} hint={t('admin.form.rateHint')}>
        <Input
          ref={rateInput}
          id="tax-rate"
          name="ratePercent"
          inputMode="decimal"
          autoComplete="off"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          {...fieldAria('tax-rate', { error: errors.ratePercent, hint: true, required: true })}
        />
      </FormField>
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" disabled={save.isPending} data-testid="tax-rate-save">
          {save.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {t('admin.form.save')}
        </Button>
      </div>
    </form>
  );
}
