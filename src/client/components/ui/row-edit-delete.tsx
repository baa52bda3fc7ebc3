import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmIconButton } from '#client/components/ui/confirm-icon-button.tsx';

interface Props {
  editLabel: string;
  onEdit(): void;
  deleteLabel: string;
  confirmTitle: ReactNode;
  confirmText: ReactNode;
  cancelLabel: ReactNode;
  confirmLabel: ReactNode;
  onDelete(): void;
}

/** A table row's pencil and bin, right-aligned; the bin asks first. Labels name the row. */
export function RowEditDelete({
  editLabel,
  onEdit,
  deleteLabel,
  confirmTitle,
  confirmText,
  onDelete,
  ...labels
}: Props) {
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="sm" onClick={onEdit} aria-label={editLabel}>
        <Pencil aria-hidden />
      </Button>
      <ConfirmIconButton
        icon={Trash2}
        label={deleteLabel}
        title={confirmTitle}
        description={confirmText}
        onConfirm={onDelete}
        {...labels}
      />
    </div>
  );
}
