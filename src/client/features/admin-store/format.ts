import { DESCRIPTION_PREVIEW_LENGTH, type AdminIndicatorDto } from '#shared/contracts/admin-store.ts';

/** SPEC §9: USD with two decimals, en-US formatting, whatever the page language. */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatUsd = (dollars: number) => usd.format(dollars);

/**
 * Dates in UTC, labelled as such: the server renders the page and the browser hydrates it, and
 * both must print the same text whatever the machine's time zone.
 */
export function formatDateTime(iso: string, lang: string) {
  return `${new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;
}

/** SPEC §2: the short description, or the first 100 characters of the description and '...'. */
export function descriptionPreview(indicator: Pick<AdminIndicatorDto, 'shortDescription' | 'description'>) {
  return indicator.shortDescription || `${indicator.description.slice(0, DESCRIPTION_PREVIEW_LENGTH)}...`;
}
