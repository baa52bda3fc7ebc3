import { useEffect, useRef } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/v4/core';
import type { LazyResolver } from './lazy-zod-resolver.ts';
import type { FormDefaults, FormLogic, FormViewProps } from './on-demand-form.tsx';

// Loaded on demand with a form's logic (`onDemandForm`), never in the first page load.
export { lazyZodResolver } from './lazy-zod-resolver.ts';

/** What the visitor did in the server-rendered form before the real one arrived. */
export interface FormHandoff {
  /** Each named control's text as typed (also what autofill put there). */
  values: Record<string, string>;
  /** Controls the visitor left, which `mode: 'onTouched'` validates. */
  touched: string[];
  /** Enter or the submit button was pressed: the real form submits once, with validation. */
  submitted: boolean;
}

type Schema = z.$ZodType<FieldValues, FieldValues>;

/**
 * The real form that `onDemandForm` swaps in: react-hook-form with the declaration's schema and
 * defaults (overridden by what was typed), the form's logic, and once, what the visitor did
 * before (a blur on each control they left, then the pending submit). Returns the `<form>`'s
 * handlers, `field` (`register`) and the view's other props from the logic.
 */
export function useLiveForm<P, S extends Schema, V extends FormViewProps<keyof z.input<S> & string>>(
  useLogic: FormLogic<P, S, V>,
  props: P,
  options: { resolver: LazyResolver<z.input<S>, z.output<S>>; defaults: FormDefaults<S>; handoff?: FormHandoff },
) {
  const { resolver, handoff } = options;
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    defaultValues: withHandoff(options.defaults, handoff) as DefaultValues<z.input<S>>,
    mode: 'onTouched',
  });
  const { onValid, view } = useLogic(props, form);
  const submit = form.handleSubmit(onValid);
  useReplay(form, handoff, submit);
  return {
    form: { onSubmit: submit, onFocus: resolver.preload, onPointerEnter: resolver.preload },
    field: form.register,
    view,
  };
}

function useReplay<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'register'>,
  handoff: FormHandoff | undefined,
  submit: () => Promise<void>,
) {
  const replayed = useRef(false);
  useEffect(() => {
    if (!handoff || replayed.current) return;
    replayed.current = true;
    for (const name of handoff.touched) {
      const field = name as Path<T>;
      if (form.getValues(field) !== undefined)
        void form.register(field).onBlur({ target: { name, value: form.getValues(field) }, type: 'blur' });
    }
    if (handoff.submitted) void submit();
  });
}

/** The form's default values with the text typed before the real form arrived. */
function withHandoff(defaults: Record<string, string>, handoff: FormHandoff | undefined): Record<string, string> {
  const values = handoff?.values ?? {};
  return Object.fromEntries(Object.entries(defaults).map(([name, value]) => [name, values[name] ?? value]));
}
