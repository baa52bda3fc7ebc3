import Globe from 'lucide-react/icons/globe';
import type { CountryOption } from '#client/lib/country-options.ts';
import { useTaxText } from './tax-format.ts';

/** What a country without a row pays (`TAX_RATE`) and whether prices hold the tax (`PRICES_INCLUDE_TAX`): both config. */
export function DefaultRateCard({
  defaultRatePercent,
  pricesIncludeTax,
  countries,
}: {
  defaultRatePercent: number;
  pricesIncludeTax: boolean;
  countries: CountryOption[];
}) {
  const { t, rate } = useTaxText(countries);
  return (
    <section
      aria-labelledby="tax-default-title"
      className="flex gap-4 rounded-lg border bg-muted/40 p-4"
      data-testid="tax-default"
    >
      <Globe className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
      <div className="flex flex-col gap-1">
        <h2 id="tax-default-title" className="font-semibold">
          {t('admin.default.title', { rate: rate(defaultRatePercent) })}
        </h2>
        <p className="text-sm text-muted-foreground">{t('admin.default.text')}</p>
        <p className="text-sm text-muted-foreground">
          {pricesIncludeTax ? t('admin.default.inclusive') : t('admin.default.exclusive')}
        </p>
      </div>
    </section>
  );
}
