import Check from 'lucide-react/icons/check';
import Pencil from 'lucide-react/icons/pencil';
import X from 'lucide-react/icons/x';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';

interface Props<T> {
  /** What the cell shows when not editing. */
  display: ReactNode;
  /** The value the editor starts from. */
  initial: T;
  /** Accessible names: "Edit status of …", "Save status", "Cancel". */
  labels: { edit: string; save: string; cancel: string };
  editor(value: T, setValue: (value: T) => void): ReactNode;
  /** Called only when the value differs from `initial`; resolve to close the editor. */
  onSave(value: T): Promise<unknown>;
  same?(a: T, b: T): boolean;
}

/**
 * A table cell that turns into an editor with confirm and cancel buttons (SPEC §2). Confirming
 * an unchanged value closes the editor without a request (SPEC §4: send only changed values).
 */
export function InlineEdit<T>({ display, initial, labels, editor, onSave, same = Object.is }: Props<T>) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(initial);
  const [saving, setSaving] = useState(false);
  const group = useRef<HTMLDivElement>(null);
  // An opened editor takes the focus, so the keyboard goes on where the pencil was clicked, and
  // Escape anywhere in it (field or buttons) closes it.
  useEffect(() => {
    const element = group.current;
    if (!editing || !element) return;
    element.querySelector<HTMLElement>('select, textarea')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setEditing(false);
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [editing]);

  if (!editing) {
    return (
      <div className="group flex items-start gap-1">
        <div className="min-w-0 flex-1">{display}</div>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 shrink-0"
          aria-label={labels.edit}
          title={labels.edit}
          onClick={() => {
            setValue(initial);
            setEditing(true);
          }}
        >
          <Pencil aria-hidden />
        </Button>
      </div>
    );
  }

  const confirm = async () => {
    if (same(value, initial)) return setEditing(false);
    setSaving(true);
    try {
      await onSave(value);
      setEditing(false);
    } catch {
      // The caller has shown the error; the editor stays open with the value to retry.
    } finally {
      setSaving(false);
    }
  };

  return (
    <div ref={group} role="group" className="flex items-start gap-1">
      <div className="min-w-0 flex-1">{editor(value, setValue)}</div>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 shrink-0 text-success"
        aria-label={labels.save}
        disabled={saving}
        onClick={() => void confirm()}
      >
        <Check aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 shrink-0"
        aria-label={labels.cancel}
        disabled={saving}
        onClick={() => setEditing(false)}
      >
        <X aria-hidden />
      </Button>
    </div>
  );
}
