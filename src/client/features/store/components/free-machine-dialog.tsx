import { useState, type ComponentProps } from 'react';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';

/**
 * The "free this machine?" confirmation, loaded on first use (`onDemand` in licence-panel.tsx)
 * so the dialog library stays out of /orders' first load; it mounts already open.
 */
export default function FreeMachineDialog({
  defaultOpen = false,
  ...props
}: Omit<ComponentProps<typeof ConfirmDialog>, 'open' | 'onOpenChange'> & { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return <ConfirmDialog {...props} open={open} onOpenChange={setOpen} />;
}
