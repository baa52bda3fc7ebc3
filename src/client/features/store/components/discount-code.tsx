import Loader2 from 'lucide-react/icons/loader-circle';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import X from 'lucide-react/icons/x';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { CartSummary } from '#shared/contracts/store.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { useApplyDiscount, useRemoveDiscount } from '../api/discount-code.ts';
import { Price } from './price.tsx';

/**
 * The discount code on /cart and /checkout: a field to apply one, or the applied code
 * with Remove. Why a code does not apply is shown under it, in the page's language.
 */
export function DiscountCode({ summary }: { summary: CartSummary }) {
  const { t } = useTranslation('discounts');
  const apply = useApplyDiscount();
  const remove = useRemoveDiscount();
  const [code, setCode] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) apply.mutate(code, { onSuccess: () => setCode('') });
  };

  if (summary.discountCode) {
    const problem = summary.discountError
      ? t(`errorCodes.${summary.discountError.code}`, { ns: 'common', defaultValue: summary.discountError.message })
      : null;
    return (
      <div className="flex flex-col gap-1 text-sm" data-testid="discount-applied">
        <div className="flex items-center justify-between gap-2">
          <span className="flex items-center gap-2 font-medium">
            <TicketPercent className="size-4 text-primary" aria-hidden />
            {t('cart.applied', { code: summary.discountCode })}
          </span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => remove.mutate()}
            disabled={remove.isPending}
            aria-label={t('cart.removeCode', { code: summary.discountCode })}
          >
            {remove.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <X aria-hidden />}
            {t('cart.remove')}
          </Button>
        </div>
        {problem ? (
          <p role="alert" className="text-destructive" data-testid="discount-problem">
            {problem}
          </p>
        ) : null}
      </div>
    );
  }

  const error = apply.isError ? errorText(t, apply.error, t('cart.failed')) : undefined;
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2" noValidate>
      <Label htmlFor="discount-code">{t('cart.label')}</Label>
      <div className="flex gap-2">
        <Input
          id="discount-code"
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={60}
          placeholder={t('cart.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'discount-code-error' : undefined}
        />
        <Button type="submit" variant="outline" disabled={apply.isPending || !code.trim()}>
          {apply.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {t('cart.apply')}
        </Button>
      </div>
      {error ? (
        <p id="discount-code-error" role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** The discount line of a summary (nothing without a discount). */
export function DiscountLine({ summary }: { summary: CartSummary }) {
  const { t } = useTranslation('discounts');
  if (summary.discount <= 0) return null;
  return (
    <div className="flex justify-between text-success">
      <dt>{t('cart.discountLine', { code: summary.discountCode ?? '' })}</dt>
      <dd data-testid="discount-amount">
        −<Price value={summary.discount} />
      </dd>
    </div>
  );
}
