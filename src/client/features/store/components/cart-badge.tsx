import { useCart } from '../api/get-cart.ts';
import { CartLink } from './cart-link.tsx';

/** The cart link with the number of items, from the cart query (loaded after hydration by `CartSlot`). */
export function CartBadge() {
  const cart = useCart();
  return <CartLink count={cart.data?.cartItems.length ?? 0} />;
}
