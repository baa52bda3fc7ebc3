import Building2 from 'lucide-react/icons/building-2';
import { useTranslation } from '#client/lib/use-translation.ts';
import { COMPANY_NAME_MAX, VAT_ID_PATTERN, normalizeVatId } from '#shared/contracts/invoices.constants.ts';
import { fieldAria, FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';

export interface InvoiceDetails {
  companyName: string;
  vatId: string;
}

export type InvoiceDetailsErrors = Partial<Record<keyof InvoiceDetails, string>>;

/** The same checks as the server's (`invoices.ts`), so most mistakes are caught before Place Order. */
export function invoiceDetailsProblems(details: InvoiceDetails): { companyName?: 'too_long'; vatId?: 'invalid' } {
  const vatId = normalizeVatId(details.vatId);
  return {
    ...(details.companyName.trim().length > COMPANY_NAME_MAX ? { companyName: 'too_long' as const } : {}),
    ...(vatId && !VAT_ID_PATTERN.test(vatId) ? { vatId: 'invalid' as const } : {}),
  };
}

/** Optional company name and VAT id for the invoice, on /checkout. */
export function InvoiceDetailsFields({
  value,
  errors,
  onChange,
}: {
  value: InvoiceDetails;
  errors: InvoiceDetailsErrors;
  onChange: (value: InvoiceDetails) => void;
}) {
  const { t } = useTranslation('invoices');
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border p-5" data-testid="invoice-details">
      <legend className="flex items-center gap-2 px-1 text-base font-semibold">
        <Building2 className="size-4 text-primary" aria-hidden />
        {t('checkout.title')}
      </legend>
      <p className="text-sm text-muted-foreground">{t('checkout.hint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="checkout-company" label={t('checkout.companyName')} error={errors.companyName}>
          <Input
            id="checkout-company"
            name="companyName"
            autoComplete="organization"
            maxLength={COMPANY_NAME_MAX}
            value={value.companyName}
            onChange={(event) => onChange({ ...value, companyName: event.target.value })}
            {...fieldAria('checkout-company', { error: errors.companyName })}
          />
        </FormField>
        <FormField id="checkout-vat" label={t('checkout.vatId')} hint={t('checkout.vatIdHint')} error={errors.vatId}>
          <Input
            id="checkout-vat"
            name="vatId"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            value={value.vatId}
            onChange={(event) => onChange({ ...value, vatId: event.target.value })}
            {...fieldAria('checkout-vat', { error: errors.vatId, hint: true })}
          />
        </FormField>
      </div>
    </fieldset>
  );
}
