import { z } from 'zod';
import { ROLES } from './auth-user.ts';
import { idField, pageField, queryIdField } from './fields.ts';
import { LICENCE_STATUSES } from './store.ts';
export * from './admin-customers.constants.ts';

// The admin's customers: /admin/customers and its API under
// /_api/admin/customers… and /_api/admin/customer.

export const AdminCustomersQuerySchema = z.object({
  page: pageField(),
  /** Part of an e-mail or a name, case-insensitive. */
  search: z.string().trim().max(200).optional(),
});
export type AdminCustomersQuery = z.input<typeof AdminCustomersQuerySchema>;

export const AdminCustomerSummarySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  displayName: z.string(),
  role: z.enum(ROLES),
  createdAt: z.string(),
  disabled: z.boolean(),
  /** Completed and refunded orders. */
  paidOrders: z.number().int(),
});
export type AdminCustomerSummary = z.infer<typeof AdminCustomerSummarySchema>;

export const AdminCustomersResponseSchema = z.object({
  customers: z.array(AdminCustomerSummarySchema),
  totalCount: z.number().int(),
  pagination: z.object({ currentPage: z.number().int(), totalPages: z.number().int() }),
});
export type AdminCustomersResponse = z.infer<typeof AdminCustomersResponseSchema>;

export const AdminCustomerDetailSchema = AdminCustomerSummarySchema.extend({
  hasPassword: z.boolean(),
  googleLinked: z.boolean(),
  /** Live (unexpired) sessions. */
  sessions: z.number().int(),
  orders: z.array(
    z.object({ id: z.number().int(), status: z.string(), totalCents: z.number().int(), createdAt: z.string() }),
  ),
  licences: z.array(
    z.object({ id: z.number().int(), key: z.string(), product: z.string(), status: z.enum(LICENCE_STATUSES) }),
  ),
  /** Their own affiliate account, if they joined the programme. */
  affiliate: z.object({ code: z.string(), status: z.string() }).nullable(),
  /** The affiliate code they were referred by, if any. */
  referredBy: z.string().nullable(),
});
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetailSchema>;

export const AdminCustomerQuerySchema = z.object({ id: queryIdField('Customer id') });
export const AdminCustomerResponseSchema = z.object({ customer: AdminCustomerDetailSchema });
export type AdminCustomerResponse = z.infer<typeof AdminCustomerResponseSchema>;

const customerIdField = idField('Customer id');
export const SetCustomerSignInInputSchema = z.object({ id: customerIdField, enabled: z.boolean() }).strict();
export const SetCustomerRoleInputSchema = z.object({ id: customerIdField, role: z.enum(ROLES) }).strict();
export const CustomerIdInputSchema = z.object({ id: customerIdField }).strict();
export const PasswordResetSentSchema = z.object({ sent: z.literal(true) });
