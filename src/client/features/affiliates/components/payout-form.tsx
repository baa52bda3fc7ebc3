import type { ParseKeys } from 'i18next';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#client/lib/use-translation.ts';
import { MIN_PAYOUT_DOLLARS } from '#shared/contracts/affiliates.constants.ts';
import type { PayoutForm } from '#shared/contracts/affiliates.ts';
import type { FieldCode } from '#shared/error-codes.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { errorText, fieldCodeText } from '#client/lib/error-text.ts';
import { lazyZodResolver, toast } from '#client/lib/first-load/index.ts';
import { useRequestPayout } from '../api/request-payout.ts';
import { formatUsd } from '#shared/money.ts';
import { fieldAria, FormField } from './form-field.tsx';

/** The form's wording (`affiliate:messages.*`) for a field's code; other codes use `common:fieldCodes.*`. */
const FIELD_KEYS: Record<keyof PayoutForm, Partial<Record<FieldCode, ParseKeys<'affiliate'>>>> = {
  amount: {
    required: 'messages.amountRequired',
    too_many_decimals: 'messages.amountDecimals',
    below_minimum: 'messages.amountMinimum',
    above_balance: 'messages.amountAboveBalance',
    too_long: 'messages.amountTooLarge',
  },
  payoutMethod: {
    required: 'messages.methodRequired',
    unavailable: 'messages.methodUnavailable',
  },
  paypalEmail: { invalid_email: 'messages.paypalEmail', required: 'messages.paypalEmail' },
};

/** SPEC §9: the amount starts at the $50 minimum. */
const DEFAULTS: PayoutForm = { amount: String(MIN_PAYOUT_DOLLARS), payoutMethod: '', paypalEmail: '' };

/** SPEC §5 validation; success resets the form and refreshes the dashboard (SPEC §4). */
export function PayoutRequestForm({ balance }: { balance: number }) {
  const { t } = useTranslation('affiliate');
  const resolver = useMemo(
    () => lazyZodResolver(() => import('#shared/contracts/affiliates.ts').then((m) => m.payoutFormSchema(balance))),
    [balance],
  );
  const form = useForm<PayoutForm>({ resolver, defaultValues: DEFAULTS });
  const payout = useRequestPayout();
  const method = form.watch('payoutMethod');
  const errors = form.formState.errors;
  const error = (name: keyof PayoutForm) => {
    const fieldError = errors[name];
    if (!fieldError) return undefined;
    const code = (fieldError.type as FieldCode | undefined) ?? 'invalid';
    const key = FIELD_KEYS[name][code];
    return key ? t(key) : fieldCodeText(t, code);
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await payout.mutateAsync({
        amount: Number(values.amount),
        payoutMethod: values.payoutMethod,
        payoutDetails: values.payoutMethod === 'paypal' ? { paypalEmail: values.paypalEmail } : {},
      });
      toast.success(t('payouts.success'));
      form.reset(DEFAULTS);
    } catch (e) {
      if (e instanceof ApiError && (e.code === 'payout_above_balance' || e.code === 'payout_above_approved_balance'))
        form.setError('amount', { type: 'above_balance', message: e.message });
      toast.error(t('payouts.failed'), { description: errorText(t, e, t('messages.unknown')) });
    }
  });

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">{t('payouts.requestTitle')}</h2>
        <CardDescription>{t('payouts.requestText', { balance: formatUsd(balance) })}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          method="post"
          onSubmit={submit}
          onFocus={resolver.preload}
          onPointerEnter={resolver.preload}
          noValidate
          className="flex flex-col gap-4"
          data-testid="payout-form"
        >
          <FormField id="payout-amount" label={t('payouts.amount')} error={error('amount')}>
            <Input
              id="payout-amount"
              type="number"
              inputMode="decimal"
              min={MIN_PAYOUT_DOLLARS}
              step="0.01"
              {...form.register('amount')}
              {...fieldAria('payout-amount', error('amount'))}
            />
          </FormField>
          <FormField id="payout-method" label={t('payouts.method')} error={error('payoutMethod')}>
            <NativeSelect
              id="payout-method"
              {...form.register('payoutMethod')}
              {...fieldAria('payout-method', error('payoutMethod'))}
            >
              <option value="">{t('payouts.methodPlaceholder')}</option>
              <option value="paypal">{t('payouts.paypal')}</option>
              <option value="bank_transfer" disabled>
                {t('payouts.bankTransfer')}
              </option>
            </NativeSelect>
          </FormField>
          {method === 'paypal' && (
            <FormField id="payout-paypal" label={t('payouts.paypalEmail')} error={error('paypalEmail')}>
              <Input
                id="payout-paypal"
                type="email"
                autoComplete="email"
                {...form.register('paypalEmail')}
                {...fieldAria('payout-paypal', error('paypalEmail'))}
              />
            </FormField>
          )}
          <Button type="submit" className="self-start" disabled={payout.isPending}>
            {payout.isPending ? t('payouts.submitting') : t('payouts.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
