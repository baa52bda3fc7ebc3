import Loader2 from 'lucide-react/icons/loader-circle';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { DISCOUNT_MESSAGES } from '#shared/contracts/discounts.constants.ts';
import type { DiscountDto } from '#shared/contracts/discounts.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { DateTimeLocalInput } from '#client/components/ui/date-time-local-input.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { errorText, fieldCodeText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { useSaveDiscount, type DiscountBody } from '../api/discounts.ts';

export interface IndicatorOption {
  id: number;
  name: string;
}

/** The form's own rules, translated under `admin.messages` (the server sends the English sentence). */
const FORM_MESSAGES = [
  'codeFormat',
  'percentRange',
  'fixedPositive',
  'valueDecimals',
  'minSubtotalDecimals',
  'minSubtotalPositive',
  'endsBeforeStarts',
  'limitRange',
  'affiliateUnknown',
  'indicatorUnknown',
  'codeTaken',
] as const;

/** `<input type="datetime-local">` value ↔ ISO instant, in the admin's own time zone. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

function initialState(discount?: DiscountDto) {
  return {
    code: discount?.code ?? '',
    kind: discount?.kind ?? 'percent',
    value: discount ? String(discount.value) : '',
    startsAt: toLocalInput(discount?.startsAt ?? null),
    endsAt: toLocalInput(discount?.endsAt ?? null),
    maxUses: discount?.maxUses?.toString() ?? '',
    maxUsesPerCustomer: discount?.maxUsesPerCustomer?.toString() ?? '',
    minSubtotal: discount?.minSubtotal?.toString() ?? '',
    indicatorIds: discount?.indicatorIds ?? [],
    isActive: discount?.isActive ?? true,
    allowsRenewals: discount?.allowsRenewals ?? false,
    affiliateCoupon: discount?.affiliateCoupon ?? false,
  };
}

/** Creates or edits one code; the server's field errors appear under their fields, in the page's language. */
export function DiscountForm({
  discount,
  indicators,
  onDone,
}: {
  discount?: DiscountDto;
  indicators: IndicatorOption[];
  onDone(): void;
}) {
  const { t } = useTranslation('discounts');
  const save = useSaveDiscount();
  const [form, setForm] = useState(() => initialState(discount));
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const errors: Record<string, string> = {};
  if (save.error instanceof ApiError && save.error.details && typeof save.error.details === 'object') {
    for (const [field, message] of Object.entries(save.error.details as Record<string, unknown>)) {
      const key = FORM_MESSAGES.find((k) => DISCOUNT_MESSAGES[k] === message);
      const code = save.error.fieldCodes[field];
      errors[field] = key ? t(`admin.messages.${key}`) : code ? fieldCodeText(t, code) : String(message);
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body: DiscountBody = {
      code: form.code,
      kind: form.kind,
      value: Number(form.value),
      startsAt: fromLocalInput(form.startsAt),
      endsAt: fromLocalInput(form.endsAt),
      maxUses: numberOrNull(form.maxUses),
      maxUsesPerCustomer: numberOrNull(form.maxUsesPerCustomer),
      minSubtotal: numberOrNull(form.minSubtotal),
      indicatorIds: form.indicatorIds,
      isActive: form.isActive,
      allowsRenewals: form.allowsRenewals,
      affiliateCoupon: form.affiliateCoupon,
    };
    save.mutate(
      { id: discount?.id, body },
      {
        onSuccess: () => {
          toast.success(t(discount ? 'admin.toast.updated' : 'admin.toast.created'));
          onDone();
        },
        onError: (error) => {
          if (!(error instanceof ApiError) || !error.details) toast.error(errorText(t, error, t('admin.toast.failed')));
        },
      },
    );
  };

  const field = (id: keyof typeof form, label: string, input: ReactNode, hint?: string) => (
    <FormField id={`discount-${id}`} label={label} error={errors[id]} hint={hint}>
      {input}
    </FormField>
  );
  const textInput = (id: 'code' | 'value' | 'maxUses' | 'maxUsesPerCustomer' | 'minSubtotal', extra = {}) => (
    <Input
      id={`discount-${id}`}
      value={form[id]}
      onChange={(e) => set(id, e.target.value)}
      {...fieldAria(`discount-${id}`, { error: errors[id] })}
      {...extra}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" data-testid="discount-form">
      {field(
        'code',
        t('admin.fields.code'),
        textInput('code', { autoCapitalize: 'characters', spellCheck: false }),
        t('admin.hints.code'),
      )}
      {field(
        'kind',
        t('admin.fields.kind'),
        <NativeSelect
          id="discount-kind"
          value={form.kind}
          onChange={(e) => set('kind', e.target.value as 'percent' | 'fixed')}
        >
          <option value="percent">{t('admin.kind.percent')}</option>
          <option value="fixed">{t('admin.kind.fixed')}</option>
        </NativeSelect>,
      )}
      {field(
        'value',
        form.kind === 'percent' ? t('admin.fields.percent') : t('admin.fields.amount'),
        textInput('value', { inputMode: 'decimal' }),
      )}
      {field(
        'minSubtotal',
        t('admin.fields.minSubtotal'),
        textInput('minSubtotal', { inputMode: 'decimal' }),
        t('admin.hints.optional'),
      )}
      {field(
        'startsAt',
        t('admin.fields.startsAt'),
        <DateTimeLocalInput
          id="discount-startsAt"
          value={form.startsAt}
          onChange={(e) => set('startsAt', e.target.value)}
        />,
        t('admin.hints.optional'),
      )}
      {field(
        'endsAt',
        t('admin.fields.endsAt'),
        <DateTimeLocalInput
          id="discount-endsAt"
          value={form.endsAt}
          onChange={(e) => set('endsAt', e.target.value)}
          {...fieldAria('discount-endsAt', { error: errors.endsAt })}
        />,
        t('admin.hints.optional'),
      )}
      {field(
        'maxUses',
        t('admin.fields.maxUses'),
        textInput('maxUses', { inputMode: 'numeric' }),
        t('admin.hints.unlimited'),
      )}
      {field(
        'maxUsesPerCustomer',
        t('admin.fields.maxUsesPerCustomer'),
        textInput('maxUsesPerCustomer', { inputMode: 'numeric' }),
        t('admin.hints.unlimited'),
      )}
      <fieldset className="flex flex-col gap-2 sm:col-span-2">
        <legend className="mb-2 text-sm font-medium">{t('admin.fields.indicators')}</legend>
        <p className="text-xs text-muted-foreground">{t('admin.hints.indicators')}</p>
        <div className="grid max-h-48 gap-2 overflow-y-auto rounded-md border p-3 sm:grid-cols-2">
          {indicators.map((indicator) => (
            <label key={indicator.id} className="flex items-center gap-2 text-sm">
              <Checkbox
                checked={form.indicatorIds.includes(indicator.id)}
                onCheckedChange={(checked) =>
                  set(
                    'indicatorIds',
                    checked === true
                      ? [...form.indicatorIds, indicator.id]
                      : form.indicatorIds.filter((id) => id !== indicator.id),
                  )
                }
              />
              {indicator.name}
            </label>
          ))}
        </div>
        {errors.indicatorIds ? <p className="text-sm font-medium text-destructive">{errors.indicatorIds}</p> : null}
      </fieldset>
      <div className="flex items-center gap-3">
        <Switch id="discount-active" checked={form.isActive} onCheckedChange={(v) => set('isActive', v)} />
        <Label htmlFor="discount-active">{t('admin.fields.isActive')}</Label>
      </div>
      <div className="flex flex-col gap-1">
        <div className="flex items-center gap-3">
          <Switch
            id="discount-renewals"
            checked={form.allowsRenewals}
            onCheckedChange={(v) => set('allowsRenewals', v)}
          />
          <Label htmlFor="discount-renewals">{t('admin.fields.allowsRenewals')}</Label>
        </div>
        <p className="text-xs text-muted-foreground">{t('admin.hints.allowsRenewals')}</p>
      </div>
      <div className="flex flex-col gap-1">
        <div className="flex items-center gap-3">
          <Switch
            id="discount-affiliate"
            checked={form.affiliateCoupon}
            onCheckedChange={(v) => set('affiliateCoupon', v)}
          />
          <Label htmlFor="discount-affiliate">{t('admin.fields.affiliateCoupon')}</Label>
        </div>
        <p className="text-xs text-muted-foreground">{t('admin.hints.affiliateCoupon')}</p>
        {errors.affiliateCoupon ? (
          <p className="text-sm font-medium text-destructive">{errors.affiliateCoupon}</p>
        ) : null}
      </div>
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('admin.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending} data-testid="discount-save">
          {save.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {t('admin.save')}
        </Button>
      </div>
    </form>
  );
}
