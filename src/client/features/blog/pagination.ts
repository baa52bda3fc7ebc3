export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * SPEC §9: every page when there are 7 or fewer; otherwise the first 5 near the start, the last 5
 * near the end, or the current page ± 1 in the middle, with the first and last page and ellipses.
 */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  if (current <= 4) return [1, 2, 3, 4, 5, 'ellipsis-end', total];
  if (current >= total - 3) return [1, 'ellipsis-start', total - 4, total - 3, total - 2, total - 1, total];
  return [1, 'ellipsis-start', current - 1, current, current + 1, 'ellipsis-end', total];
}
