import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';

/** The header's cart link; the number of items sits on the icon, so it never moves anything. */
export function CartLink({ count }: { count: number }) {
  // `common`: the header is on every page, which may not load the store namespace.
  const { t } = useTranslation('common');
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
