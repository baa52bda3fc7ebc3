import { ADMIN_ORDER_STATUSES } from '#shared/contracts/admin-store.constants.ts';
import { readSearchListQuery, searchListSearchParams } from '#client/lib/url-list-query.ts';
import type { OrdersFilter } from './api/list-orders.ts';

/** The admin API pages at most this far; a larger `?page=` starts again at 1. */
const MAX_PAGE = 100_000;

/** The URL is the filter's home (shareable, survives reload): `?search=&status=&page=`. */
export const parseOrdersFilter = (params: URLSearchParams): OrdersFilter =>
  readSearchListQuery(params, ADMIN_ORDER_STATUSES, MAX_PAGE);

/** Search and status only when set, page only above 1 (as the affiliate admin does, SPEC §2). */
export const ordersSearchParams = searchListSearchParams;
