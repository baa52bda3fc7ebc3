import { defineErrors } from '../platform/errors.ts';
import { STORE_MESSAGES } from '#shared/contracts/store.constants.ts';

/** The codes this domain answers with: each one's kind (HTTP status) and English text, once (docs/decisions/error-catalogue.md). */
export const STORE_ERRORS = defineErrors({
  already_owned: { kind: 'conflict', message: STORE_MESSAGES.alreadyOwned },
  bundle_in_cart: { kind: 'conflict', message: STORE_MESSAGES.bundleInCart },
  // The text names the product (bundleOverlapMessage): checkout passes it.
  bundle_overlap: { kind: 'conflict', message: 'The Pro Bundle in your cart already includes another product in it.' },
  cart_empty: { kind: 'bad_request', message: STORE_MESSAGES.cartEmpty },
  cart_full: { kind: 'conflict', message: 'Your cart is full (50 items). Check out or remove something first.' },
  checkout_in_progress: { kind: 'conflict', message: STORE_MESSAGES.checkoutInProgress },
  covered_by_bundle: { kind: 'conflict', message: STORE_MESSAGES.coveredByBundle },
  // A revoked or refunded licence, or a product with updates forever or no renewal price.
  licence_not_renewable: { kind: 'conflict', message: STORE_MESSAGES.licenceNotRenewable },
  indicator_not_found: { kind: 'not_found', message: 'Indicator not found.' },
  // The text names the product: checkout passes it.
  owned_in_cart: { kind: 'conflict', message: STORE_MESSAGES.alreadyOwned },
  payment_unavailable: { kind: 'internal', message: STORE_MESSAGES.paymentUnavailable },
});
