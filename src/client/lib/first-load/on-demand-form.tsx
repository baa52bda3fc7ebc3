import { useId, useRef, useState, type ComponentProps, type ComponentType, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { FieldValues, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/v4/core';
import type { FormHandoff, useLiveForm } from './form-handoff.ts';
import type { LazyResolver } from './lazy-zod-resolver.ts';

/** Ties a control to its form: `register(name)` in the real form, an uncontrolled `name` (and default text) before. */
export type FieldBinding = Partial<UseFormRegisterReturn> & { name: string; defaultValue?: string };

/**
 * What every form view gets: the id prefix of its controls, the props of its `<form>` (rendered
 * as `<form method="post" {...form}>`: the form is live before any handler, and a submit then
 * must not be a GET with the password in the URL, `form-fallback.server.ts`) and `field(name)`
 * to spread on each control.
 */
export interface FormViewProps<Field extends string = string> {
  id: string;
  form: ComponentProps<'form'>;
  field: (name: Field) => FieldBinding;
}

/** The view's other props, which the logic returns; all optional, as before the logic is there. */
export type FormViewExtras<V extends FormViewProps<never>> = Omit<V, keyof FormViewProps>;

type Schema = z.$ZodType<FieldValues, FieldValues>;
/** The names of a schema's fields, which the view's `field(name)` takes. */
type FieldName<S extends Schema> = keyof z.input<S> & string;
/** Every field of the schema's input, as the text the form starts with. */
export type FormDefaults<S extends Schema> = { [K in keyof z.input<S>]-?: string };
/** The real form the logic works with: react-hook-form's, typed from the schema. */
export type LiveForm<S extends Schema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/**
 * A form's logic, in the module loaded on demand: a hook that gets the component's props and the
 * real form, and returns what a valid submit does and the view's other props (errors, status).
 */
export type FormLogic<P, S extends Schema, V extends FormViewProps<FieldName<S>>> = (
  props: P,
  form: LiveForm<S>,
) => { onValid: (values: z.output<S>) => Promise<void>; view: FormViewExtras<V> };

export interface OnDemandFormDeclaration<P, S extends Schema, V extends FormViewProps<FieldName<S>>> {
  /** The markup, the same before and after the logic arrives. */
  View: ComponentType<V>;
  /** Each field's starting text: the server-rendered controls' and the real form's default values. */
  defaults: (props: P) => FormDefaults<S>;
  /** The contract's schema, loaded with zod on first use (`lazyZodResolver`). */
  schema: () => Promise<S>;
  /** Imports the logic (the API call): `() => import('./use-x-form.ts').then((m) => m.useXForm)`. */
  logic: () => Promise<FormLogic<P, S, V>>;
}

/**
 * One declaration per form whose code stays out of the first page load (DESIGN JS budget). The
 * server renders `View` with plain uncontrolled controls holding `defaults`, so the form shows
 * and takes typing at first paint. The first focus, hover, touch or key in it fetches
 * react-hook-form (`form-handoff.ts`) and the form's `logic`; the real form then replaces the
 * server-rendered one keeping what was typed, the focused control and caret, the controls already
 * left (validated on blur, `mode: 'onTouched'`) and a submit made meanwhile, which runs once.
 *
 *   export const LoginForm = onDemandForm({
 *     View: LoginFormView,
 *     defaults: (_: LoginFormProps) => ({ email: '', password: '' }),
 *     schema: () => import('#shared/contracts/auth.ts').then((m) => m.LoginInput),
 *     logic: () => import('../use-login-form.tsx').then((m) => m.useLoginForm),
 *   });
 */
export function onDemandForm<P extends object, S extends Schema, V extends FormViewProps<FieldName<S>>>(
  declaration: OnDemandFormDeclaration<P, S, V>,
) {
  const { View, defaults } = declaration;
  type Live = {
    useLiveForm: typeof useLiveForm;
    useLogic: FormLogic<P, S, V>;
    resolver: LazyResolver<z.input<S>, z.output<S>>;
  };
  let loaded: Live | undefined;
  let loading: Promise<Live> | undefined;
  const fetchLogic = () =>
    (loading ??= Promise.all([import('./form-handoff.ts'), declaration.logic()]).then(
      ([{ useLiveForm, lazyZodResolver }, useLogic]) => {
        // zod and the schema start loading now: the first blur or submit usually finds them there.
        const resolver = lazyZodResolver(declaration.schema);
        resolver.preload();
        return (loaded = { useLiveForm, useLogic, resolver });
      },
      (error: unknown) => {
        // A failed fetch (offline, new deployment) is tried again on the next interaction.
        loading = undefined;
        throw error;
      },
    ));

  // `live` never changes during an instance's life, so its hooks keep their order.
  function LiveFormView({ live, props, id, formRef, handoff }: LiveFormViewProps<P, Live>) {
    const state = live.useLiveForm(live.useLogic, props, {
      resolver: live.resolver,
      defaults: defaults(props),
      handoff,
    });
    return <View {...(state.view as V)} id={id} field={state.field} form={{ ...state.form, ref: formRef }} />;
  }

  return function OnDemandForm(props: P) {
    const id = useId();
    const formRef = useRef<HTMLFormElement>(null);
    // Already fetched (an earlier visit in this tab): the real form renders straight away.
    const [live, setLive] = useState(() => loaded);
    const handoff = useRef<FormHandoff>(undefined);
    const touched = useRef(new Set<string>());
    const submitted = useRef(false);
    const fetching = useRef(false);
    if (live) return <LiveFormView live={live} props={props} id={id} formRef={formRef} handoff={handoff.current} />;

    const swap = (arrived: Live) => {
      const form = formRef.current;
      if (!form) return;
      handoff.current = { values: controlValues(form), touched: [...touched.current], submitted: submitted.current };
      const place = focusPlace(form);
      // Read, swap and refocus in one task, so no keystroke can fall in between.
      flushSync(() => setLive(arrived));
      if (place && formRef.current) restoreFocus(formRef.current, place);
    };
    const start = () => {
      if (fetching.current) return;
      fetching.current = true;
      fetchLogic().then(swap, () => {
        fetching.current = false;
      });
    };
    const initial: Record<string, string> = defaults(props);
    const form: ComponentProps<'form'> = {
      ref: formRef,
      onFocus: start,
      onPointerEnter: start,
      onPointerDown: start,
      onTouchStart: start,
      onKeyDown: start,
      onBlur: (event) => {
        const name = (event.target as Partial<HTMLInputElement>).name;
        if (name) touched.current.add(name);
      },
      onSubmit: (event) => {
        event.preventDefault();
        submitted.current = true;
        start();
      },
    };
    // An empty default renders no `value` attribute, as an untouched uncontrolled input.
    const field = (name: string): FieldBinding => ({ name, defaultValue: initial[name] || undefined });
    return <View {...({} as V)} id={id} field={field} form={form} />;
  };
}

interface LiveFormViewProps<P, Live> {
  live: Live;
  props: P;
  id: string;
  formRef: RefObject<HTMLFormElement | null>;
  handoff?: FormHandoff;
}

function controlValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const control of form.elements) {
    if ((control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) && control.name)
      values[control.name] = control.value;
  }
  return values;
}

interface FocusPlace {
  /** Position among the form's elements: the markup is the same in both versions. */
  index: number;
  selection: [number, number, 'forward' | 'backward' | 'none'] | null;
}

function focusPlace(form: HTMLFormElement): FocusPlace | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !form.contains(active)) return null;
  const text = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active : null;
  // `selectionStart` is null on controls without a caret API (type="email").
  const selection =
    text && text.selectionStart !== null
      ? ([text.selectionStart, text.selectionEnd ?? text.selectionStart, text.selectionDirection ?? 'none'] as const)
      : null;
  return { index: [...form.querySelectorAll('*')].indexOf(active), selection: selection ? [...selection] : null };
}

function restoreFocus(form: HTMLFormElement, place: FocusPlace) {
  const target = form.querySelectorAll('*')[place.index];
  if (!(target instanceof HTMLElement)) return;
  target.focus({ preventScroll: true });
  if (place.selection && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement))
    target.setSelectionRange(...place.selection);
}
