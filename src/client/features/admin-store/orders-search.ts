import { ADMIN_ORDER_STATUSES, type AdminOrderStatus } from '#shared/contracts/admin-store.ts';
import type { OrdersFilter } from './api/list-orders.ts';

/** The URL is the filter's home (shareable, survives reload): `?search=&status=&page=`. */
export function parseOrdersFilter(params: URLSearchParams): OrdersFilter {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const status = params.get('status');
  return {
    page: Number.isFinite(page) && page >= 1 && page <= 100_000 ? page : 1,
    search: (params.get('search') ?? '').trim().slice(0, 200),
    status: (ADMIN_ORDER_STATUSES as readonly string[]).includes(status ?? '') ? (status as AdminOrderStatus) : null,
  };
}

/** Search and status only when set, page only above 1 (as the affiliate admin does, SPEC §2). */
export function ordersSearchParams(filter: OrdersFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.search) params.set('search', filter.search);
  if (filter.status) params.set('status', filter.status);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}
