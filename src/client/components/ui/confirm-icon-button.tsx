import type { ComponentType, ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';

interface Props {
  icon: ComponentType<{ 'aria-hidden'?: boolean }>;
  /** The button's accessible name, naming the row it acts on ("Delete SAVE20"). */
  label: string;
  /** Visible text beside the icon; leave it out for an icon-only button. */
  text?: ReactNode;
  disabled?: boolean;
  title: ReactNode;
  description: ReactNode;
  cancelLabel: ReactNode;
  confirmLabel: ReactNode;
  onConfirm(): void;
}

/** A row's small red ghost button (delete, remove, free a machine) that asks before it acts. */
export function ConfirmIconButton({ icon: Icon, label, text, disabled, ...dialog }: Props) {
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:text-destructive"
          disabled={disabled}
          aria-label={label}
        >
          <Icon aria-hidden />
          {text}
        </Button>
      }
      {...dialog}
    />
  );
}
