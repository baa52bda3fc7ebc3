import Info from 'lucide-react/icons/info';
import Loader2 from 'lucide-react/icons/loader-circle';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import Trash2 from 'lucide-react/icons/trash';
import { useContentLang } from '#client/lib/content-lang.ts';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import type { CartItemDto, GetCartResponse } from '#shared/contracts/store.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader } from '#client/components/ui/card.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { useRemoveFromCart } from '../api/remove-from-cart.ts';
import { DiscountCode, DiscountLine } from './discount-code.tsx';
import { IndicatorImage } from './indicator-image.tsx';
import { Price } from './price.tsx';
import { CartLineNote, UpgradeCreditLine } from './upgrade-price.tsx';

function CartLine({ item }: { item: CartItemDto }) {
  const { t } = useTranslation('store');
  const langOf = useContentLang();
  const remove = useRemoveFromCart();
  const onRemove = () =>
    remove.mutate(item.indicatorId, {
      onSuccess: () => toast.success(t('toast.removed')),
      onError: (error) => toast.error(errorText(t, error, t('toast.removeFailed'))),
    });
  return (
    <li className="flex gap-4 py-5" data-testid="cart-item">
      <Link
        to={`/indicators/${item.indicatorId}`}
        tabIndex={-1}
        aria-hidden
        className="w-28 shrink-0 overflow-hidden rounded-md border sm:w-36"
      >
        <IndicatorImage src={item.imageUrl} alt="" kind={item.kind} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <h3 className="font-semibold">
            <Link to={`/indicators/${item.indicatorId}`} className="hover:text-primary hover:underline">
              {item.name}
            </Link>
          </h3>
          <Price value={item.price} className="font-semibold" />
        </div>
        {item.shortDescription ? (
          <p lang={langOf(item.languages.shortDescription)} className="line-clamp-2 text-sm text-muted-foreground">
            {item.shortDescription}
          </p>
        ) : null}
        {item.renewalOf ? null : (
          <p className="text-xs text-muted-foreground">
            {t('cart.licenceNote', { machines: t('card.machines', { count: item.machineLimit }) })}
          </p>
        )}
        <CartLineNote item={item} />
        <div>
          <Button
            variant="ghost"
            size="sm"
            className="-ml-3 text-destructive hover:text-destructive"
            onClick={onRemove}
            disabled={remove.isPending}
            aria-label={t('cart.removeItem', { name: item.name })}
          >
            {remove.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Trash2 aria-hidden />}
            {t('cart.remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}

export function CartView({ cart }: { cart: GetCartResponse }) {
  const { t } = useTranslation('store');
  const bundleWithSingles =
    cart.cartItems.some((i) => i.kind === 'bundle') && cart.cartItems.some((i) => i.kind === 'indicator');
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section aria-labelledby="cart-items-title">
        <h2 id="cart-items-title" className="sr-only">
          {t('cart.items')}
        </h2>
        {bundleWithSingles ? (
          <p className="mb-2 flex items-start gap-2 rounded-md border border-primary/40 bg-accent p-3 text-sm text-accent-foreground">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
            {t('cart.bundleHint')}
          </p>
        ) : null}
        <ul className="divide-y border-y">
          {cart.cartItems.map((item) => (
            <CartLine key={item.id} item={item} />
          ))}
        </ul>
        <Link to="/indicators" className="mt-4 inline-block text-sm font-medium text-primary hover:underline">
          {t('cart.continue')}
        </Link>
      </section>
      <Card className="lg:sticky lg:top-24 lg:self-start">
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight">{t('cart.summary')}</h2>
        </CardHeader>
        <CardContent>
          <dl className="flex flex-col gap-3 text-sm">
            <div className="flex justify-between">
              <dt>{t('cart.subtotal')}</dt>
              <dd>
                <Price value={cart.summary.subtotal} />
              </dd>
            </div>
            <UpgradeCreditLine summary={cart.summary} />
            <DiscountLine summary={cart.summary} />
            <div className="flex justify-between">
              <dt>{t('cart.taxes')}</dt>
              <dd className="text-muted-foreground">{t('cart.taxesLater')}</dd>
            </div>
            <div className="flex justify-between border-t pt-3 text-base font-bold">
              <dt>{t('cart.total')}</dt>
              <dd data-testid="cart-total">
                {/* Before tax, which checkout adds (SPEC: "Calculated at checkout"). */}
                <Price
                  value={
                    Math.round((cart.summary.subtotal - cart.summary.upgradeCredit - cart.summary.discount) * 100) / 100
                  }
                />
              </dd>
            </div>
          </dl>
          <div className="mt-4 border-t pt-4">
            <DiscountCode summary={cart.summary} />
          </div>
        </CardContent>
        <CardFooter>
          <Button asChild size="lg" className="w-full">
            <Link to="/checkout">{t('cart.proceed')}</Link>
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}

export function EmptyCart() {
  const { t } = useTranslation('store');
  return (
    <div
      className="flex flex-col items-center gap-4 rounded-lg border bg-muted/30 px-6 py-16 text-center"
      data-testid="cart-empty"
    >
      <ShoppingCart className="size-12 text-muted-foreground" aria-hidden />
      <h2 className="text-2xl font-bold">{t('cart.emptyTitle')}</h2>
      <p className="max-w-md text-muted-foreground">{t('cart.emptyText')}</p>
      <Button asChild>
        <Link to="/indicators">{t('cart.browse')}</Link>
      </Button>
    </div>
  );
}

export function CartError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('store');
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-lg border border-destructive/40 bg-destructive/10 px-6 py-12 text-center"
    >
      <h2 className="text-xl font-bold">{t('cart.errorTitle')}</h2>
      <p className="text-muted-foreground">{t('cart.errorText')}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RefreshCw className={retrying ? 'animate-spin' : undefined} aria-hidden />
        {t('action.retry', { ns: 'common' })}
      </Button>
    </div>
  );
}
