// The admin's customers, without zod, so pages and the auth service can import it.

export const ADMIN_CUSTOMERS_PAGE_SIZE = 20;
/** How many of a customer's orders and licences the detail lists (newest first). */
export const CUSTOMER_DETAIL_ROWS = 50;

export const ADMIN_CUSTOMER_MESSAGES = {
  notFound: 'Customer not found.',
  lastAdmin: 'The shop needs at least one admin: promote someone else first.',
  notYourself: 'You cannot disable your own sign-in.',
  accountDisabled: 'This account is disabled. Please contact support.',
} as const;
