import BadgeCheck from 'lucide-react/icons/badge-check';
import Loader2 from 'lucide-react/icons/loader-circle';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import Zap from 'lucide-react/icons/zap';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '#client/components/link.tsx';
import type { IndicatorKind } from '#shared/contracts/store.ts';
import { Button } from '#client/components/ui/button.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { useAddToCart } from '../api/add-to-cart.ts';
import { useCart } from '../api/get-cart.ts';
import { useOrders } from '../api/list-orders.ts';
import { purchaseStateOf, type PurchaseState } from '../purchase-state.ts';

/** Where a visitor signs in first; `purchase=1` finishes Purchase Now on the way back. */
const loginHref = (next: string) => `/login?next=${encodeURIComponent(next)}`;

/**
 * Add to Cart and Purchase Now (DECISIONS: Purchase Now adds the indicator when it is not in
 * the cart and goes to /checkout; a visitor signs in first and comes back).
 */
export function PurchaseActions({
  indicatorId,
  kind,
  signedIn,
  initialState = 'available',
}: {
  indicatorId: number;
  kind: IndicatorKind;
  signedIn: boolean;
  initialState?: PurchaseState;
}) {
  const { t } = useTranslation('store');
  // The server rendered `initialState` and hydration renders it again (cached queries could differ,
  // React #418); the customer's orders and cart keep it current after that.
  const hydrated = useHydrated();
  const orders = useOrders({ enabled: signedIn });
  const cart = useCart({ enabled: signedIn });
  const state = !signedIn
    ? 'available'
    : hydrated && orders.data && cart.data
      ? purchaseStateOf({ id: indicatorId, kind }, orders.data, cart.data)
      : initialState;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const add = useAddToCart();
  const purchase = useAddToCart();
  const here = `/indicators/${indicatorId}`;

  const addToCart = () => {
    if (!signedIn) return void navigate(loginHref(here));
    add.mutate(indicatorId, {
      onSuccess: (result) => {
        const replaced = result.replaced?.map((r) => r.name);
        toast.success(replaced?.length ? t('toast.bundleReplaced', { names: replaced.join(', ') }) : t('toast.added'));
      },
      onError: (error) => toast.error(errorText(t, error, t('toast.addFailed'))),
    });
  };

  const purchaseNow = useCallback(() => {
    if (!signedIn) return void navigate(loginHref(`${here}?purchase=1`));
    // Adding is idempotent on the server: an indicator already in the cart simply stays.
    purchase.mutate(indicatorId, {
      onSuccess: () => navigate('/checkout'),
      onError: (error) => toast.error(errorText(t, error, t('toast.addFailed'))),
    });
  }, [signedIn, navigate, here, purchase, indicatorId, t]);

  // Back from sign-in with `?purchase=1`: finish what the visitor asked for, once.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || params.get('purchase') !== '1' || !signedIn) return;
    resumed.current = true;
    setParams({}, { replace: true, preventScrollReset: true });
    purchaseNow();
  }, [params, signedIn, setParams, purchaseNow]);

  const busy = add.isPending || purchase.isPending;
  if (state === 'owned') {
    return (
      <Link
        to="/orders"
        className="inline-flex items-center gap-2 self-start rounded-md border border-primary/40 bg-primary/10 px-4 py-3 font-medium text-primary hover:bg-primary/15"
        data-testid="owned-link"
      >
        <BadgeCheck className="size-5" aria-hidden />
        {t('detail.owned')}
      </Link>
    );
  }
  if (state === 'inCart' || state === 'inBundle') {
    return (
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg" variant="outline" className="sm:flex-1">
          <Link to="/cart" data-testid="in-cart-link">
            <ShoppingCart aria-hidden />
            {state === 'inCart' ? t('detail.inCart') : t('detail.inBundle')}
          </Link>
        </Button>
        {state === 'inCart' ? (
          <Button asChild size="lg" className="sm:flex-1">
            <Link to="/checkout" data-testid="purchase-now">
              <Zap aria-hidden />
              {t('detail.purchaseNow')}
            </Link>
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          size="lg"
          variant="outline"
          className="sm:flex-1"
          onClick={addToCart}
          disabled={busy}
          data-testid="add-to-cart"
        >
          {add.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <ShoppingCart aria-hidden />}
          {add.isPending ? t('detail.adding') : t('detail.addToCart')}
        </Button>
        <Button size="lg" className="sm:flex-1" onClick={purchaseNow} disabled={busy} data-testid="purchase-now">
          {purchase.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Zap aria-hidden />}
          {purchase.isPending ? t('detail.purchasing') : t('detail.purchaseNow')}
        </Button>
      </div>
      {signedIn ? null : <p className="text-sm text-muted-foreground">{t('detail.signInHint')}</p>}
    </div>
  );
}
