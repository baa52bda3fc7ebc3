import { DESCRIPTION_PREVIEW_LENGTH } from '#shared/contracts/admin-store.constants.ts';
import type { AdminIndicatorDto } from '#shared/contracts/admin-store.ts';

/** SPEC §2: the short description, or the first 100 characters of the description and '...'. */
export function descriptionPreview(indicator: Pick<AdminIndicatorDto, 'shortDescription' | 'description'>) {
  return indicator.shortDescription || `${indicator.description.slice(0, DESCRIPTION_PREVIEW_LENGTH)}...`;
}
