import { useState } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { listTaxRates } from '#shared/contracts/tax.endpoints.ts';
import type { TaxRateDto } from '#shared/contracts/tax.ts';
import { AdminListPage } from '#client/components/layout/admin-list-page.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { QueryStates } from '#client/components/ui/list-states.tsx';
import { useAdminTaxRates } from '#client/features/admin-tax/api/tax-rates.ts';
import { DefaultRateCard } from '#client/features/admin-tax/components/default-rate-card.tsx';
import { TaxRateForm } from '#client/features/admin-tax/components/tax-rate-form.tsx';
import { TaxRatesTable } from '#client/features/admin-tax/components/tax-rates-table.tsx';
import { countryOptions } from '#client/lib/country-options.ts';
import { adminLoader } from '#client/lib/guards.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { adminMeta } from '#client/lib/seo.ts';
import type { Route } from './+types/tax';

export const handle = { i18n: ['admin', 'admin-tax'] };

export const loader = adminLoader(async ({ context }: Route.LoaderArgs) => {
  const rates = await context.api(listTaxRates, undefined);
  const t = serverT(context.lang, 'admin-tax');
  return {
    title: t('admin.title'),
    rates: rates.ok ? rates.data : null,
    // Names made here, on the server, and kept after hydration (see countryOptions).
    countries: countryOptions(context.lang),
  };
});

export const meta: Route.MetaFunction = adminMeta;

/** /admin/tax: each country's own sales tax rate, and the default the others pay. */
export default function AdminTaxPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-tax');
  const query = useAdminTaxRates(loaderData.rates ?? undefined);
  const { countries } = loaderData;
  // The row the admin chose to change, and a count that remounts the form for each choice.
  const [preset, setPreset] = useState<{ row?: TaxRateDto; n: number }>({ n: 0 });

  return (
    <AdminListPage title={t('admin.title')} subtitle={t('admin.subtitle')}>
      <QueryStates
        data={query.data}
        failed={query.isError || loaderData.rates === null}
        loadError={t('admin.loadError')}
        retryLabel={t('action.retry', { ns: 'common' })}
        onRetry={() => void query.refetch()}
        skeletons={{ count: 4, className: 'h-12' }}
      >
        {(data) => (
          <>
            <DefaultRateCard
              defaultRatePercent={data.defaultRatePercent}
              pricesIncludeTax={data.pricesIncludeTax}
              countries={countries}
            />
            <Card>
              <CardHeader>
                <h2 id="tax-form-title" className="text-lg font-semibold">
                  {t('admin.form.title')}
                </h2>
                <p className="text-sm text-muted-foreground">{t('admin.form.text')}</p>
              </CardHeader>
              <CardContent>
                <TaxRateForm key={preset.n} countries={countries} rates={data.rates} preset={preset.row} />
              </CardContent>
            </Card>
            <section aria-labelledby="tax-table-title" className="flex flex-col gap-3">
              <h2 id="tax-table-title" className="text-lg font-semibold">
                {t('admin.tableTitle')}
              </h2>
              <TaxRatesTable
                rates={data.rates}
                countries={countries}
                defaultRatePercent={data.defaultRatePercent}
                onEdit={(row) => setPreset((p) => ({ row, n: p.n + 1 }))}
              />
            </section>
          </>
        )}
      </QueryStates>
    </AdminListPage>
  );
}
