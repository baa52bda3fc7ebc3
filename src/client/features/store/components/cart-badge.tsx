import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from 'react-router';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { useCart } from '../api/get-cart.ts';

/**
 * The header's cart link with the number of items (signed-in users only). The count sits on
 * the icon, so it appearing after hydration never moves anything on the page.
 */
export function CartBadge() {
  // `common`: the header is on every page, which may not load the store namespace.
  const { t } = useTranslation('common');
  const cart = useCart();
  // A page's own cart query (/cart, /checkout) fills this cache with its loader data during the
  // render; should React restart an interrupted hydration, the badge would then show a count the
  // server's HTML does not have (React #418 seen on /checkout). So the count waits for hydration.
  const hydrated = useHydrated();
  const count = hydrated ? (cart.data?.cartItems.length ?? 0) : 0;
  return (
    <Link
      to="/cart"
      className="relative inline-flex size-10 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      aria-label={count > 0 ? t('nav.cartCount', { count }) : t('nav.cart')}
      data-testid="cart-badge"
    >
      <ShoppingCart className="size-5" aria-hidden />
      {count > 0 ? (
        <span
          aria-hidden
          className="absolute right-0.5 top-0.5 flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[11px] font-bold leading-5 text-primary-foreground"
          data-testid="cart-count"
        >
          {count}
        </span>
      ) : null}
    </Link>
  );
}
