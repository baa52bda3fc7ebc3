import type { TFunction } from 'i18next';
import { STORE_MESSAGES } from '#shared/contracts/store.constants.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { translateFieldMessage } from '#client/lib/field-messages.ts';

// The API's messages are English (the contract); known ones are shown in the page's language.
const KNOWN: Record<string, string> = {
  [STORE_MESSAGES.alreadyOwned]: 'errors.alreadyOwned',
  [STORE_MESSAGES.coveredByBundle]: 'errors.coveredByBundle',
  [STORE_MESSAGES.bundleInCart]: 'errors.bundleInCart',
  [STORE_MESSAGES.indicatorNotFound]: 'errors.notFound',
  [STORE_MESSAGES.cartEmpty]: 'errors.cartEmpty',
  [STORE_MESSAGES.paymentUnavailable]: 'errors.paymentUnavailable',
};

/**
 * SPEC §8: a toast shows the response's error, else the given fallback; anything that is not an
 * API error shows its message or 'An unexpected error occurred.'.
 */
export function storeErrorText(
  t: TFunction<'store'>,
  error: unknown,
  fallbackKey: 'toast.addFailed' | 'toast.removeFailed' | 'toast.checkoutFailed' | 'toast.freeFailed',
): string {
  if (error instanceof ApiError) {
    const known = KNOWN[error.message];
    if (known) return t(known as 'errors.notFound');
    if (error.message.startsWith('Your cart is full')) return t('errors.cartFull');
    const overlap = /^The Pro Bundle in your cart already includes “(.+?)”\./.exec(error.message);
    if (overlap) return t('errors.bundleOverlap', { name: overlap[1] });
    const owned = /Remove “(.+)” from your cart to continue\.$/.exec(error.message);
    if (owned) return t('errors.ownedInCart', { name: owned[1] });
    return translateFieldMessage(t, error.message) ?? (error.message || t(fallbackKey));
  }
  if (error instanceof Error && error.message) return error.message;
  return t(fallbackKey === 'toast.checkoutFailed' ? 'toast.checkoutUnexpected' : 'toast.unexpected');
}
