import type { ReactNode } from 'react';
import { Label } from '#client/components/ui/label.tsx';

interface AuthFieldProps {
  id: string;
  label: string;
  /** Translated error text, if the field is invalid. */
  error?: string;
  hint?: string;
  /** Shown beside the label (e.g. the 'Forgot password?' link). */
  aside?: ReactNode;
  children: ReactNode;
}

/** Label, control, hint and error, with the ids the control points at through `fieldA11y`. */
export function AuthField({ id, label, error, hint, aside, children }: AuthFieldProps) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** ARIA attributes for the control inside an `AuthField`. */
export function fieldA11y(id: string, options: { error?: string; hint?: string; required?: boolean }) {
  const describedBy = options.error ? `${id}-error` : options.hint ? `${id}-hint` : undefined;
  return {
    id,
    'aria-invalid': options.error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': options.required ?? true,
  };
}
