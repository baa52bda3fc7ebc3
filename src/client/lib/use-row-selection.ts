import { useEffect, useState } from 'react';

/**
 * The rows ticked for a bulk action. Another filter, sort or page is another set of rows, so the
 * selection starts again whenever one of `resetOn` changes.
 */
export function useRowSelection(resetOn: readonly unknown[]) {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => setSelected(new Set()), resetOn);

  const select = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) on ? next.add(id) : next.delete(id);
      return next;
    });
  const clear = () => setSelected(new Set());
  return { selected, select, clear };
}
