import { useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** What the visitor did in the look-alike before the real form arrived. */
export interface FormHandoff {
  /** Each named control's text as typed (also what autofill put there). */
  values: Record<string, string>;
  /** Controls the visitor left, which `mode: 'onTouched'` validates. */
  touched: string[];
  /** Enter or the submit button was pressed: the real form submits once, with validation. */
  submitted: boolean;
}

/**
 * In the real form that `onDemandForm` (on-demand-form.tsx) swapped in: replays, once, what the
 * visitor did in the look-alike (a blur on each control they left, then the pending submit) and
 * starts fetching the validation code. `useForm` takes `withHandoff(defaults, handoff)` as its
 * default values. Returns the `<form>`'s handlers: submit, and fetch the validation code on the
 * first focus or hover.
 */
export function useFormHandoff<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'register'>,
  handoff: FormHandoff | undefined,
  actions: { submit: () => Promise<void>; preload: () => void },
) {
  const replayed = useRef(false);
  useEffect(() => {
    if (!handoff || replayed.current) return;
    replayed.current = true;
    actions.preload();
    for (const name of handoff.touched) {
      const field = name as Path<T>;
      if (form.getValues(field) !== undefined)
        void form.register(field).onBlur({ target: { name, value: form.getValues(field) }, type: 'blur' });
    }
    if (handoff.submitted) void actions.submit();
  });
  return { onSubmit: actions.submit, onFocus: actions.preload, onPointerEnter: actions.preload };
}

/** The form's default values with the text typed into the look-alike. */
export function withHandoff<T extends Record<string, string>>(defaults: T, handoff: FormHandoff | undefined): T {
  const values = handoff?.values ?? {};
  return Object.fromEntries(Object.entries(defaults).map(([name, value]) => [name, values[name] ?? value])) as T;
}
