import Globe from 'lucide-react/icons/globe';
import { useTranslation } from '#client/lib/use-translation.ts';
import { fieldAria, FormField } from '#client/components/ui/form-field.tsx';
import type { CountryOption } from '#client/lib/country-options.ts';

/** The country whose tax applies, on /checkout; `options` come from the loader (`countryOptions`). */
export function CountrySelect({
  value,
  options,
  error,
  onChange,
}: {
  value: string;
  options: CountryOption[];
  error?: string;
  onChange: (country: string) => void;
}) {
  const { t } = useTranslation('store');
  return (
    <FormField id="checkout-country" label={t('checkout.country')} hint={t('checkout.countryHint')} error={error}>
      <div className="relative">
        <Globe
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <select
          id="checkout-country"
          name="country"
          autoComplete="country"
          data-testid="checkout-country"
          className="h-10 w-full rounded-md border border-input bg-background pr-3 pl-9 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...fieldAria('checkout-country', { error, hint: true, required: true })}
        >
          <option value="">{t('checkout.countryPlaceholder')}</option>
          {options.map((o) => (
            <option key={o.code} value={o.code}>
              {o.name}
            </option>
          ))}
        </select>
      </div>
    </FormField>
  );
}
