import { useId, useRef, useState, type ComponentProps, type ComponentType, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { FormHandoff } from './form-handoff.ts';

/**
 * Every form view takes the id prefix of its controls and the props of its `<form>`, which it
 * renders as `<form method="post" {...form}>`: the look-alike is live before any handler, and a
 * submit then must not be a GET with the password in the URL (`form-fallback.server.ts`).
 */
export interface FormViewProps {
  id: string;
  form: ComponentProps<'form'>;
}

/** A view's props besides `id`; `form` without its `ref`, which the wrapper adds. */
export type FormViewState<V extends FormViewProps> = Omit<V, 'id' | 'form'> & { form?: ComponentProps<'form'> };

/** The form's logic, in the module loaded on demand: a hook that returns the view's props. */
export type FormLogic<P, V extends FormViewProps> = (props: P, handoff: FormHandoff | undefined) => FormViewState<V>;

/** Ties a control to its form: `register(name)` in the real form, an uncontrolled `name` (and default text) in the look-alike. */
export type FieldBinding = Partial<UseFormRegisterReturn> & { name: string; defaultValue?: string };

interface OnDemandFormOptions<P, V extends FormViewProps> {
  /** The markup, shared by both versions. */
  View: ComponentType<V>;
  /** The view's props before the logic is there: plain uncontrolled fields, no errors, idle. */
  lookAlike: (props: P) => FormViewState<V>;
  /** Imports the logic (react-hook-form, the API call): `() => import('./use-x-form.ts').then((m) => m.useXForm)`. */
  load: () => Promise<FormLogic<P, V>>;
}

/**
 * A form whose logic stays out of the first page load (DESIGN JS budget), like the header
 * widgets of `on-demand-widget.tsx`: the server renders `View` with the
 * `lookAlike` props, plain uncontrolled controls, so the form is visible and typeable at first
 * paint. The first focus, hover, touch or key in it fetches the logic; the real form then
 * replaces the look-alike keeping what was typed, the focused control and caret, the controls
 * already left, and a submit made meanwhile (`form-handoff.ts` replays those).
 *
 *   export const LoginForm = onDemandForm({ View: LoginFormView, lookAlike: () => ({ field: (name) => ({ name }) }), load: … });
 */
export function onDemandForm<P extends object, V extends FormViewProps>({
  View,
  lookAlike,
  load,
}: OnDemandFormOptions<P, V>) {
  let loaded: FormLogic<P, V> | undefined;
  let loading: Promise<FormLogic<P, V>> | undefined;
  const fetchLogic = () =>
    (loading ??= load().then(
      (logic) => (loaded = logic),
      (error: unknown) => {
        // A failed fetch (offline, new deployment) is tried again on the next interaction.
        loading = undefined;
        throw error;
      },
    ));

  // `useLogic` never changes during an instance's life, so its hooks keep their order.
  function LiveForm({
    useLogic,
    props,
    id,
    formRef,
    handoff,
  }: {
    useLogic: FormLogic<P, V>;
    props: P;
    id: string;
    formRef: RefObject<HTMLFormElement | null>;
    handoff?: FormHandoff;
  }) {
    const state = useLogic(props, handoff);
    return <View {...(state as unknown as V)} id={id} form={{ ...state.form, ref: formRef }} />;
  }

  return function OnDemandForm(props: P) {
    const id = useId();
    const formRef = useRef<HTMLFormElement>(null);
    // Already fetched (an earlier visit in this tab): the real form renders straight away.
    const [logic, setLogic] = useState(() => loaded);
    const handoff = useRef<FormHandoff>(undefined);
    const touched = useRef(new Set<string>());
    const submitted = useRef(false);
    const fetching = useRef(false);
    if (logic) return <LiveForm useLogic={logic} props={props} id={id} formRef={formRef} handoff={handoff.current} />;

    const swap = (useLogic: FormLogic<P, V>) => {
      const form = formRef.current;
      if (!form) return;
      handoff.current = { values: controlValues(form), touched: [...touched.current], submitted: submitted.current };
      const place = focusPlace(form);
      // Read, swap and refocus in one task, so no keystroke can fall in between.
      flushSync(() => setLogic(() => useLogic));
      if (place && formRef.current) restoreFocus(formRef.current, place);
    };
    const start = () => {
      if (fetching.current) return;
      fetching.current = true;
      fetchLogic().then(swap, () => {
        fetching.current = false;
      });
    };
    const state = lookAlike(props);
    const form: ComponentProps<'form'> = {
      ...state.form,
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
    return <View {...(state as unknown as V)} id={id} form={form} />;
  };
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
