import { lazy, Suspense } from 'react';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { CartLink } from './cart-link.tsx';

// The count needs React Query's observer and the cart endpoint: in the header of every page,
// visitors would load them too (DESIGN JS budget), so they come after hydration.
const CartBadge = lazy(() => import('./cart-badge.tsx').then((m) => ({ default: m.CartBadge })));

/**
 * The header's cart link for signed-in users. On the server and until hydration ends it has no
 * count: a page's own cart query (/cart, /checkout) fills the cache with its loader data during
 * the render, and should React restart an interrupted hydration, a count would then differ from
 * the server's HTML (React #418 seen on /checkout). Then the badge with its count takes over.
 */
export function CartSlot() {
  const hydrated = useHydrated();
  if (!hydrated) return <CartLink count={0} />;
  return (
    <Suspense fallback={<CartLink count={0} />}>
      <CartBadge />
    </Suspense>
  );
}
