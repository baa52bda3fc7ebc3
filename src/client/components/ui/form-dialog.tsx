import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  cancelLabel: ReactNode;
  /** The submit button's text (its busy text while `busy`). */
  submitLabel: ReactNode;
  submitVariant?: ComponentProps<typeof Button>['variant'];
  busy: boolean;
  formTestId?: string;
  /** The form's fields. */
  children: ReactNode;
}

/** A dialog holding a small form: title and description, the fields, then Cancel and the submit button. */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  onSubmit,
  cancelLabel,
  submitLabel,
  submitVariant,
  busy,
  formTestId,
  children,
}: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid={formTestId}>
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {cancelLabel}
            </Button>
            <Button type="submit" variant={submitVariant} disabled={busy}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
