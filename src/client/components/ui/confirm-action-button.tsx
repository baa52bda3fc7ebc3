import type { ComponentType, ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';

export interface ConfirmActionProps {
  icon: ComponentType<{ 'aria-hidden'?: boolean }>;
  /** The button's text, and the dialog's confirm button's. */
  label: string;
  title: ReactNode;
  text: ReactNode;
  cancelLabel: ReactNode;
  onConfirm(): void;
  /** Red for what cannot be taken back (disable, revoke); else outlined. */
  destructive?: boolean;
  disabled?: boolean;
}

/** An admin detail page's action (disable an account, suspend a licence) that asks first. */
export function ConfirmActionButton({
  icon: Icon,
  label,
  title,
  text,
  cancelLabel,
  onConfirm,
  destructive,
  disabled,
}: ConfirmActionProps) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant={destructive ? 'destructive' : 'outline'} size="sm" disabled={disabled}>
          <Icon aria-hidden />
          {label}
        </Button>
      }
      title={title}
      description={text}
      cancelLabel={cancelLabel}
      confirmLabel={label}
      onConfirm={onConfirm}
    />
  );
}
