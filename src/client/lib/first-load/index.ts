/**
 * First-load JavaScript: everything that keeps code out of a page's first load (DESIGN budget,
 * 170 KB gzip per public page) while the page stays usable before that code arrives.
 * docs/decisions/first-load-javascript.md says why; each module says how.
 *
 * - `onDemandForm` (on-demand-form.tsx): one declaration per form (view, defaults, schema, logic)
 *   that is visible and typeable at first paint; react-hook-form, zod and the form's logic (the
 *   API call) load on the first focus, hover, touch or key. The real form (form-handoff.ts,
 *   loaded on demand, never through this index) takes over what the visitor did meanwhile:
 *   typed values, focus and caret, the fields they left and an early submit, which runs once.
 * - `lazyZodResolver` (lazy-zod-resolver.ts): validates with the contract's zod schema, loading
 *   zod and the schema on first use; each error's `type` is the field code the server also sends.
 * - `onDemand` (on-demand-widget.tsx): a menu or dialog drawn as a look-alike trigger, fetched on
 *   the first hover or focus and mounted open on the first click.
 * - `toast` (toast.ts): sonner's call shape without sonner; the first call makes root.tsx's host
 *   load toaster.tsx (a dynamic import only, never through this index), and queued calls replay
 *   in order.
 *
 * Modules outside this folder import from this index, except the page shell (root.tsx, the site
 * layout's header): it imports the module it uses, so the shell chunk every page loads does not
 * take in the forms' hand-over code (scripts/build/shell-chunk.ts refuses this index there).
 *
 * Tests sit beside each module; the `*.dom.test.tsx` ones run in happy-dom (their first line
 * says so) with Testing Library, server-rendering and hydrating a form as a browser would.
 */
export type { FormHandoff } from './form-handoff.ts';
export { lazyZodResolver, type LazyResolver } from './lazy-zod-resolver.ts';
export {
  onDemandForm,
  type FieldBinding,
  type FormDefaults,
  type FormLogic,
  type FormViewExtras,
  type FormViewProps,
  type LiveForm,
} from './on-demand-form.tsx';
export { onDemand } from './on-demand-widget.tsx';
export { toast, useToasterRequested } from './toast.ts';
