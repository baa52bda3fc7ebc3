import Loader2 from 'lucide-react/icons/loader-circle';
import type { ReactNode } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import type { FieldBinding } from '#client/lib/first-load/index.ts';

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

/** The e-mail row of the login, sign-up and reset request forms. */
export function EmailField({ id, error, binding }: { id: string; error?: string; binding: FieldBinding }) {
  const { t } = useTranslation('auth');
  return (
    <AuthField id={id} label={t('fields.email')} error={error}>
      <Input type="email" autoComplete="email" inputMode="email" {...fieldA11y(id, { error })} {...binding} />
    </AuthField>
  );
}

/** A new-password row (sign-up, reset and its confirmation); the browser may offer a strong password. */
export function NewPasswordField({
  id,
  label,
  error,
  hint,
  binding,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  binding: FieldBinding;
}) {
  return (
    <AuthField id={id} label={label} error={error} hint={hint}>
      <Input type="password" autoComplete="new-password" {...fieldA11y(id, { error, hint })} {...binding} />
    </AuthField>
  );
}

/** A form's full-width submit button, disabled with a spinner while `busy`. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" className="w-full" disabled={busy}>
      {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
      {children}
    </Button>
  );
}
