import { describe, expect, it } from 'vitest';
import type { IndicatorDto } from '#shared/contracts/store.ts';
import { planPrices } from './plan-prices.ts';

const item = (price: number, kind: 'indicator' | 'bundle' = 'indicator') =>
  ({ id: price, price, kind }) as IndicatorDto;

describe('planPrices', () => {
  it('starts Starter at the cheapest indicator and reads the bundle price from the catalogue', () => {
    const indicators = [item(299, 'bundle'), item(129), item(69), item(99)];
    expect(planPrices({ ok: true, status: 200, data: { indicators } })).toEqual({ starterFrom: 69, pro: 299 });
  });

  it('never takes the bundle as the cheapest indicator', () => {
    expect(planPrices({ ok: true, status: 200, data: { indicators: [item(49, 'bundle'), item(79)] } })).toEqual({
      starterFrom: 79,
      pro: 49,
    });
  });

  it('falls back to the plan figures when the catalogue cannot be read or is empty', () => {
    expect(planPrices(null)).toEqual({ starterFrom: 99, pro: 299 });
    expect(planPrices({ ok: false, status: 500, error: { error: 'x' } })).toEqual({ starterFrom: 99, pro: 299 });
    expect(planPrices({ ok: true, status: 200, data: { indicators: [] } })).toEqual({ starterFrom: 99, pro: 299 });
  });
});
