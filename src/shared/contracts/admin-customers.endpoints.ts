import { defineEndpoint } from './endpoint.ts';

// The admin's customer screens; schemas in ./admin-customers.ts. Every action
// answers the customer's fresh detail.
const schemas = () => import('./admin-customers.ts');
const detail = () => schemas().then((c) => c.AdminCustomerResponseSchema);

/** GET /_api/admin/customers?search=&page=: accounts, newest first, by e-mail or name. */
export const listAdminCustomers = defineEndpoint({
  method: 'GET',
  path: '/_api/admin/customers',
  role: 'admin',
  scope: 'customers:read',
  errors: [],
  schemas: () =>
    schemas().then((c) => ({ query: c.AdminCustomersQuerySchema, response: c.AdminCustomersResponseSchema })),
});

/** GET /_api/admin/customer?id=: orders, licences, affiliate status and live sessions. */
export const getAdminCustomer = defineEndpoint({
  method: 'GET',
  path: '/_api/admin/customer',
  role: 'admin',
  scope: 'customers:read',
  errors: ['customer_not_found'],
  schemas: () =>
    schemas().then((c) => ({ query: c.AdminCustomerQuerySchema, response: c.AdminCustomerResponseSchema })),
});

/** POST /_api/admin/customers/sign-in {id, enabled}: disabling ends every session of the customer. */
export const setCustomerSignIn = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/customers/sign-in',
  role: 'admin',
  errors: ['customer_not_found', 'cannot_disable_self'],
  schemas: async () => ({ body: (await schemas()).SetCustomerSignInInputSchema, response: await detail() }),
});

/** POST /_api/admin/customers/role {id, role}: promote or demote; never the last admin. */
export const setCustomerRole = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/customers/role',
  role: 'admin',
  errors: ['customer_not_found', 'last_admin'],
  schemas: async () => ({ body: (await schemas()).SetCustomerRoleInputSchema, response: await detail() }),
});

/** POST /_api/admin/customers/password-reset {id}: sends the usual reset link to the customer. */
export const sendCustomerPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/customers/password-reset',
  role: 'admin',
  errors: ['customer_not_found'],
  schemas: async () => {
    const c = await schemas();
    return { body: c.CustomerIdInputSchema, response: c.PasswordResetSentSchema };
  },
});
