import { useState } from 'react';

/**
 * The rows ticked for a bulk action. Another filter, sort or page is another set of rows, so the
 * selection starts again whenever one of `resetOn` changes.
 */
export function useRowSelection(resetOn: readonly unknown[]) {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  // Adjusting state while rendering (react.dev "You might not need an effect"): no extra render
  // with the old selection showing against the new rows.
  const [rows, setRows] = useState(resetOn);
  if (rows.length !== resetOn.length || rows.some((value, index) => !Object.is(value, resetOn[index]))) {
    setRows(resetOn);
    setSelected(new Set());
  }

  const select = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const clear = () => setSelected(new Set());
  return { selected, select, clear };
}
