import type { ReactNode } from 'react';
import { Label } from '#client/components/ui/label.tsx';

interface Props {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: ReactNode;
}

/** Label, control, hint and the field's message; the control points at them with `aria-describedby`. */
export function FormField({ id, label, error, hint, required, children }: Props) {
  return (
    <div className="flex flex-col gap-2">
      {/* The asterisk stays outside the label so the control's name is just the label. */}
      <div className="flex gap-1">
        <Label htmlFor={id}>{label}</Label>
        {required && (
          <span aria-hidden className="text-sm leading-none text-destructive">
            *
          </span>
        )}
      </div>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

/** `aria-invalid`, `aria-describedby` (message or hint) and `aria-required` for a control inside `FormField`. */
export function fieldAria(id: string, options: { error?: string; hint?: boolean; required?: boolean } = {}) {
  return {
    'aria-invalid': options.error ? true : undefined,
    'aria-describedby': options.error ? `${id}-error` : options.hint ? `${id}-hint` : undefined,
    'aria-required': options.required || undefined,
  };
}
