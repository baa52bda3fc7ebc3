import { ADMIN_CUSTOMERS_PAGE_SIZE, CUSTOMER_DETAIL_ROWS } from '#shared/contracts/admin-customers.constants.ts';
import type {
  AdminCustomerDetail,
  AdminCustomerResponse,
  AdminCustomersResponse,
} from '#shared/contracts/admin-customers.ts';
import type { Role } from '#shared/contracts/auth-user.ts';
import { deleteUserSessions, requestPasswordReset, setDisabledById, setRoleById } from '../auth/index.ts';
import type { Config } from '../platform/config.ts';
import type { Db, DbOrTx } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import * as repo from './customers.repo.ts';

// The admin's customer screens: find an account, see what it holds, and
// disable its sign-in, change its role or send it a password reset.

const notFound = () => appError('customer_not_found');

type SummaryRow = Awaited<ReturnType<typeof repo.searchCustomers>>['rows'][number];

const toSummary = (row: SummaryRow) => ({
  id: row.id,
  email: row.email,
  displayName: row.displayName,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
  disabled: row.disabledAt !== null,
  paidOrders: row.paidOrders,
});

export async function listCustomers(db: Db, query: { page: number; search?: string }): Promise<AdminCustomersResponse> {
  const limit = ADMIN_CUSTOMERS_PAGE_SIZE;
  const { rows, totalCount } = await repo.searchCustomers(db, {
    search: query.search || undefined,
    limit,
    offset: (query.page - 1) * limit,
  });
  return {
    customers: rows.map(toSummary),
    totalCount,
    pagination: { currentPage: query.page, totalPages: Math.max(1, Math.ceil(totalCount / limit)) },
  };
}

async function loadDetail(db: DbOrTx, id: number): Promise<AdminCustomerDetail> {
  const row = await repo.findCustomer(db, id);
  if (!row) throw notFound();
  const [orders, licences, affiliate, referredBy, sessions] = await Promise.all([
    repo.ordersOf(db, id, CUSTOMER_DETAIL_ROWS),
    repo.licencesOf(db, id, CUSTOMER_DETAIL_ROWS),
    repo.affiliateOf(db, id),
    repo.referrerCodeOf(db, id),
    repo.liveSessionCount(db, id),
  ]);
  return {
    ...toSummary(row),
    hasPassword: Boolean(row.hasPassword),
    googleLinked: Boolean(row.googleLinked),
    sessions,
    orders: orders.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
    licences,
    affiliate,
    referredBy,
  };
}

export async function getCustomer(db: Db, id: number): Promise<AdminCustomerResponse> {
  return { customer: await loadDetail(db, id) };
}

/** Disabling ends every session at once; the account's data and licences stay as they are. */
export async function setSignIn(
  db: Db,
  input: { id: number; enabled: boolean },
  actorId: number,
): Promise<AdminCustomerResponse> {
  if (!input.enabled && input.id === actorId) throw appError('cannot_disable_self');
  return db.transaction(async (tx) => {
    // An enabled admin is what keeps the shop administrable: disabling one is a demotion of sorts.
    await repo.lockAdmins(tx);
    if (!(await setDisabledById(tx, input.id, !input.enabled))) throw notFound();
    if (!input.enabled) await deleteUserSessions(tx, input.id);
    return { customer: await loadDetail(tx, input.id) };
  });
}

/** Promotes or demotes; the last enabled admin (the caller included) cannot be demoted. */
export async function setRole(db: Db, input: { id: number; role: Role }): Promise<AdminCustomerResponse> {
  return db.transaction(async (tx) => {
    const admins = await repo.lockAdmins(tx);
    if (input.role === 'user' && admins.length === 1 && admins[0] === input.id) throw appError('last_admin');
    if (!(await setRoleById(tx, input.id, input.role))) throw notFound();
    return { customer: await loadDetail(tx, input.id) };
  });
}

/** The same link and e-mail as "Forgot password", in the customer's language. */
export async function sendPasswordReset(db: Db, config: Config, id: number): Promise<{ sent: true }> {
  const user = await repo.emailOf(db, id);
  if (!user) throw notFound();
  await requestPasswordReset(db, config, user.email, user.language ?? 'en');
  return { sent: true };
}
