import { AFFILIATE_STATUSES } from '#shared/contracts/affiliates.constants.ts';
import { readSearchListQuery, searchListSearchParams } from '#client/lib/url-list-query.ts';
import type { AffiliatesFilter } from './api/admin-list-affiliates.ts';

/** SPEC §2: page, search and status live in the URL (search; status unless all; page when > 1). */
export const parseAffiliatesFilter = (params: URLSearchParams): AffiliatesFilter =>
  readSearchListQuery(params, AFFILIATE_STATUSES);

export const affiliatesSearchParams = searchListSearchParams;
