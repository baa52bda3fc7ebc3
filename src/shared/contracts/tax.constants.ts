// Zod-free part of the tax contract (tax.ts re-exports it): what pages may import without zod.

export const TAX_MESSAGES = {
  country_unknown: 'Unknown country: use an ISO 3166-1 alpha-2 code such as DE or US.',
  rateRange: 'A tax rate must be a percentage from 0 to 100.',
  rateDecimals: 'A tax rate can have at most two decimals.',
  tax_rate_not_found: 'This country has no tax rate of its own.',
} as const;

/** At most one row per country; the table holds every country at most. */
export const TAX_RATES_MAX = 300;
