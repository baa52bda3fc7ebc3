// Discount codes' public face: what a cart or checkout is discounted by, redeeming and releasing a
// code with its order, and the split of a discount over order lines (tax and refunds use it).
export { allocateDiscount } from './allocation.ts';
export {
  cartDiscount,
  discountForCheckout,
  redeem,
  releaseOrderDiscount,
  retakeOrderDiscount,
} from './discounts.service.ts';
