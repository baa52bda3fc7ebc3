import { AFFILIATE_STATUSES, type AffiliateStatus } from '#shared/contracts/affiliates.constants.ts';
import type { AffiliatesFilter } from './api/admin-list-affiliates.ts';

/** SPEC §2: page, search and status live in the URL (search; status unless all; page when > 1). */
export function parseAffiliatesFilter(params: URLSearchParams): AffiliatesFilter {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const status = params.get('status');
  return {
    page: Number.isFinite(page) && page > 1 ? page : 1,
    search: (params.get('search') ?? '').trim().slice(0, 200),
    status: (AFFILIATE_STATUSES as readonly string[]).includes(status ?? '') ? (status as AffiliateStatus) : null,
  };
}

export function affiliatesSearchParams(filter: AffiliatesFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.search) params.set('search', filter.search);
  if (filter.status) params.set('status', filter.status);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}
