import Globe from 'lucide-react/icons/globe';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES } from '#shared/contracts/countries.ts';
import { fieldAria, FormField } from '#client/components/ui/form-field.tsx';

export interface CountryOption {
  code: string;
  name: string;
}

/**
 * Country names in the page language (`Intl.DisplayNames`), sorted as that language sorts them.
 * Made by the page's loader on the server and used as they are after hydration: Node's and the
 * browser's ICU name some countries differently, and differing option texts broke hydration.
 */
export function countryOptions(lang: string): CountryOption[] {
  const names = new Intl.DisplayNames([lang], { type: 'region' });
  const collator = new Intl.Collator(lang);
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}

/** Issue 18: the country whose tax applies, on /checkout. */
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
