import CreditCard from 'lucide-react/icons/credit-card';
import Loader2 from 'lucide-react/icons/loader-circle';
import Lock from 'lucide-react/icons/lock';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useState } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { useNavigate } from 'react-router';
import { Link } from '#client/components/link.tsx';
import type { GetCartResponse } from '#shared/contracts/store.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader } from '#client/components/ui/card.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { COMPANY_NAME_MAX } from '#shared/contracts/invoices.constants.ts';
import { usePlaceOrder } from '../api/place-order.ts';
import {
  InvoiceDetailsFields,
  invoiceDetailsProblems,
  type InvoiceDetails,
  type InvoiceDetailsErrors,
} from './invoice-details-fields.tsx';
import { DiscountCode, DiscountLine } from './discount-code.tsx';
import type { CountryOption } from '#client/lib/country-options.ts';
import { CountrySelect } from './country-select.tsx';
import { formatNumber } from '#shared/intl-formats.ts';
import { Price } from './price.tsx';
import { UpgradeCreditLine } from './upgrade-price.tsx';

/** Tax rate as typed in the config (8.25 → "8.25"), with the page language's decimal mark. */
const RATE: Intl.NumberFormatOptions = { maximumFractionDigits: 3 };
const formatRate = (rate: number, lang: string) => formatNumber(rate, lang, RATE);

/**
 * The product a refused checkout names (`owned_in_cart`, `bundle_overlap`: `details.name`, or the
 * cart line of `details.indicatorId` from an older answer), or '' for any other error.
 */
function refusedLineName(cart: GetCartResponse, error: unknown): string {
  const details =
    error instanceof ApiError && error.details && typeof error.details === 'object' ? error.details : undefined;
  if (!details) return '';
  if ('name' in details && typeof details.name === 'string') return details.name;
  const id = 'indicatorId' in details ? details.indicatorId : undefined;
  return cart.cartItems.find((item) => item.indicatorId === id)?.name ?? '';
}

export function CheckoutView({
  cart,
  country,
  countries,
  onCountryChange,
}: {
  cart: GetCartResponse;
  country: string;
  countries: CountryOption[];
  onCountryChange: (country: string) => void;
}) {
  const { t, i18n } = useTranslation('store');
  const { t: ti } = useTranslation('invoices');
  const navigate = useNavigate();
  const place = usePlaceOrder();
  const [details, setDetails] = useState<InvoiceDetails>({ companyName: '', vatId: '' });
  const [detailErrors, setDetailErrors] = useState<InvoiceDetailsErrors>({});
  const [countryError, setCountryError] = useState<string | undefined>();
  const detailErrorsOf = (problems: { companyName?: unknown; vatId?: unknown }): InvoiceDetailsErrors => ({
    ...(problems.companyName ? { companyName: ti('checkout.companyNameTooLong', { max: COMPANY_NAME_MAX }) } : {}),
    ...(problems.vatId ? { vatId: ti('checkout.vatIdInvalid') } : {}),
  });
  const { summary } = cart;
  const redirecting = place.isSuccess && Boolean(place.data?.redirectUrl);

  const onPlaceOrder = () => {
    const problems = detailErrorsOf(invoiceDetailsProblems(details));
    setDetailErrors(problems);
    setCountryError(country ? undefined : t('checkout.countryRequired'));
    if (Object.keys(problems).length > 0 || !country) return;
    place.mutate(
      { ...details, country },
      {
        onSuccess: (result) => {
          // Stripe: the customer pays on Stripe's page; the webhook completes the order.
          if (result.redirectUrl) return window.location.assign(result.redirectUrl);
          toast.success(t('toast.checkoutSuccess', { id: result.orderId }));
          navigate(`/checkout?order=${result.orderId}`, { replace: true });
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? detailErrorsOf(error.fieldCodes) : {};
          if (Object.keys(fields).length > 0) return setDetailErrors(fields);
          toast.error(errorText(t, error, t('toast.checkoutFailed'), { name: refusedLineName(cart, error) }));
        },
      },
    );
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <section aria-labelledby="payment-title" className="flex flex-col gap-4">
        <h2 id="payment-title" className="flex items-center gap-2 text-xl font-semibold">
          <CreditCard className="size-5 text-primary" aria-hidden />
          {t('checkout.paymentTitle')}
        </h2>
        <div className="rounded-lg border bg-muted/40 p-5" data-testid="payment-text">
          <p className="flex items-start gap-3">
            <ShieldCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
            <span>{cart.paymentProvider === 'stripe' ? t('checkout.stripeText') : t('checkout.instantText')}</span>
          </p>
        </div>
        <CountrySelect
          value={country}
          options={countries}
          error={countryError}
          onChange={(next) => {
            setCountryError(undefined);
            onCountryChange(next);
          }}
        />
        <InvoiceDetailsFields value={details} errors={detailErrors} onChange={setDetails} />
        <Link to="/cart" className="text-sm font-medium text-primary hover:underline">
          {t('checkout.backToCart')}
        </Link>
      </section>

      <Card className="lg:sticky lg:top-24 lg:self-start">
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight">{t('checkout.summary')}</h2>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <ul className="flex flex-col gap-2 text-sm" data-testid="checkout-items">
            {cart.cartItems.map((item) => (
              <li key={item.id} className="flex justify-between gap-4">
                <span className="min-w-0 truncate">{item.name}</span>
                <Price value={item.price} />
              </li>
            ))}
          </ul>
          <dl className="flex flex-col gap-2 border-t pt-4 text-sm">
            <div className="flex justify-between">
              <dt>{t('checkout.subtotal')}</dt>
              <dd>
                <Price value={summary.subtotal} />
              </dd>
            </div>
            <UpgradeCreditLine summary={summary} />
            <DiscountLine summary={summary} />
            <div className="flex justify-between">
              <dt>
                {summary.taxRate > 0
                  ? t(summary.pricesIncludeTax ? 'checkout.taxIncluded' : 'checkout.tax', {
                      rate: formatRate(summary.taxRate, i18n.language),
                    })
                  : t('checkout.noTax')}
              </dt>
              <dd data-testid="checkout-tax">
                <Price value={summary.tax} />
              </dd>
            </div>
            <div className="flex justify-between border-t pt-3 text-base font-bold">
              <dt>{t('checkout.total')}</dt>
              <dd data-testid="checkout-total">
                <Price value={summary.total} />
              </dd>
            </div>
          </dl>
          <div className="border-t pt-4">
            <DiscountCode summary={summary} />
          </div>
        </CardContent>
        <CardFooter className="flex-col items-stretch gap-3">
          <Button size="lg" onClick={onPlaceOrder} disabled={place.isPending || redirecting} data-testid="place-order">
            {place.isPending || redirecting ? <Loader2 className="animate-spin" aria-hidden /> : <Lock aria-hidden />}
            {redirecting
              ? t('checkout.redirecting')
              : place.isPending
                ? t('checkout.placing')
                : t('checkout.placeOrder')}
          </Button>
          <p className="text-center text-xs text-muted-foreground">
            <Link to="/terms" className="hover:underline">
              {t('checkout.terms')}
            </Link>
          </p>
        </CardFooter>
      </Card>
    </div>
  );
}
