import { cloneElement, isValidElement, lazy, Suspense, useState, type ReactElement, type SyntheticEvent } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog-content.tsx';

export type { ConfirmDialogProps };

const load = () => import('./confirm-dialog-content.tsx');
const Content = lazy(load);

type TriggerProps = {
  onClick?(event: SyntheticEvent): void;
  onPointerEnter?(event: SyntheticEvent): void;
  onFocus?(event: SyntheticEvent): void;
};

/**
 * A second, deliberate click before something that cannot be undone (delete, refund, free a machine).
 * The dialog (Radix AlertDialog, with its focus trap and scroll lock: about 12 KB gzip) is not in
 * the page's first load (DESIGN JS budget): the trigger is rendered as given, its first hover or
 * focus fetches the dialog and its first click mounts it open (a controlled one gets
 * `onOpenChange(true)`, as from Radix's trigger); a dialog opened from elsewhere (`open`) loads
 * when it first opens.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { trigger, open, onOpenChange } = props;
  const [active, setActive] = useState(false);
  if (open && !active) setActive(true);

  const placeholder = (activate: boolean) => {
    if (!isValidElement(trigger)) return trigger;
    const own = (trigger as ReactElement<TriggerProps>).props;
    const preload = () => void load();
    return cloneElement(trigger as ReactElement<TriggerProps>, {
      onClick: (event: SyntheticEvent) => {
        own.onClick?.(event);
        if (!activate) return;
        setActive(true);
        onOpenChange?.(true);
      },
      onPointerEnter: (event: SyntheticEvent) => {
        own.onPointerEnter?.(event);
        preload();
      },
      onFocus: (event: SyntheticEvent) => {
        own.onFocus?.(event);
        preload();
      },
    });
  };

  if (!active) return trigger ? placeholder(true) : null;
  return (
    <Suspense fallback={trigger ? placeholder(false) : null}>
      <Content {...props} defaultOpen={trigger ? true : undefined} />
    </Suspense>
  );
}
