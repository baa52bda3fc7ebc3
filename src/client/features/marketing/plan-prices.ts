import type { ListIndicatorsResponse } from '#shared/contracts/store.ts';
import type { ApiResult } from '#shared/load-context.ts';

/** What the pricing page shows as plan prices (dollars), read from the catalogue. */
export interface PlanPrices {
  /** The cheapest indicator on sale: Starter is "from" it. */
  starterFrom: number;
  pro: number;
}

/** SPEC §9's figures, shown only while the catalogue cannot be read. */
export const FALLBACK_PLAN_PRICES: PlanPrices = { starterFrom: 99, pro: 299 };

/** Starter from the cheapest active indicator, the Pro Bundle at its catalogue price (the list holds active items only). */
export function planPrices(result: ApiResult<ListIndicatorsResponse> | null): PlanPrices {
  const list = result?.ok ? result.data.indicators : [];
  const singles = list.filter((item) => item.kind === 'indicator').map((item) => item.price);
  const bundle = list.find((item) => item.kind === 'bundle');
  return {
    starterFrom: singles.length > 0 ? Math.min(...singles) : FALLBACK_PLAN_PRICES.starterFrom,
    pro: bundle?.price ?? FALLBACK_PLAN_PRICES.pro,
  };
}
