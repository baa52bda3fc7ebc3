// The store's public face: carts, the catalogue's public view, orders (lock, their licences, the
// invoice number, the status a refund or dispute sets), the order hooks other
// domains react with, ownership, payment providers, renewals and the updates window. The admin's
// catalogue screens (store-admin) change categories and indicators through `adminCategories` and
// `adminIndicators`: the catalogue's tables are the store's.
export * as adminCategories from './admin-categories.repo.ts';
export * as adminIndicators from './admin-indicators.repo.ts';
export { emptyCartOf, listCart } from './cart.repo.ts';
export { creditedLines, discountLines, getCart } from './cart.service.ts';
export { findPublicIndicator, isPublic } from './catalogue.repo.ts';
export { orderEventOf, type SiteInfo } from './complete-order.ts';
export { generateLicenceKey } from './licence-key.ts';
export { type OrderEvent, type OrderHooks, runOrderHooks } from './order-hooks.ts';
export {
  deleteOrdersIn,
  insertItems,
  insertOrders,
  licencesWithActivations,
  lockOrder,
  setInvoiceNumber,
  setOrderStatus,
  totalOrdersFromLines,
} from './orders.repo.ts';
export { ownershipOf } from './ownership.repo.ts';
export { ownershipConflict } from './ownership.ts';
export { type PaymentProvider, providerByName, RefundUnavailableError } from './payments/provider.ts';
export { revertRenewals } from './renewals.ts';
export { SEED_PRODUCTS } from './seed-catalogue.ts';
export { updatesUntilAtPurchase, widestWindow, withinUpdates } from './updates-window.ts';
