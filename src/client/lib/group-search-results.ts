import type { SearchKind, SearchResult } from '#shared/contracts/search.ts';

/** Results grouped by kind; groups in the order of their best result (the answer is ranked). */
export function groupResults(results: SearchResult[]): Array<{ kind: SearchKind; results: SearchResult[] }> {
  const groups = new Map<SearchKind, SearchResult[]>();
  for (const result of results) groups.set(result.group, [...(groups.get(result.group) ?? []), result]);
  return [...groups].map(([kind, items]) => ({ kind, results: items }));
}
