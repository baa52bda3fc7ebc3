import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/v4/core';
import { fieldCodeOf } from '#shared/error-codes.ts';

export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  /** Starts fetching zod and the schema; call on the form's first focus or hover. */
  preload: () => void;
};

/**
 * A react-hook-form resolver that validates with the contract's zod schema, loading zod, the
 * resolver helpers and the schema's module on first use (DESIGN JS budget: the part of zod a
 * form's schemas use is about 25 KB gzip, more than a page's own code; `zod-runtime.ts`). The form still renders on the server; `preload` on the
 * first focus or hover means the code is usually there before the first blur or submit, and a
 * validation that comes earlier simply waits for it. Each field error carries the contract's
 * message and, as `type`, its field code (`required`, `too_long`, …; `#shared/error-codes.ts`).
 *
 *   const resolver = lazyZodResolver(() => import('#shared/contracts/auth.ts').then((m) => m.LoginInput));
 */
export function lazyZodResolver<Schema extends z.$ZodType<unknown, FieldValues>>(
  loadSchema: () => Promise<Schema>,
): LazyResolver<z.input<Schema>, z.output<Schema>> {
  type Input = z.input<Schema>;
  type Output = z.output<Schema>;
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () => {
    // jitless: zod would otherwise probe `new Function` once, which the page's CSP refuses (a
    // console error and a Lighthouse best-practices finding); validation is the same without it.
    loading ??= Promise.all([
      import('@hookform/resolvers'),
      loadSchema(),
      import('./zod-runtime.ts').then((zod) => (zod.config({ jitless: true }), zod)),
    ]).then(
      ([{ toNestErrors, validateFieldsNatively }, schema, zod]): Resolver<Input, unknown, Output> =>
        async (values, _context, options) => {
          const result = await zod.safeParseAsync(schema, values);
          if (result.success) {
            if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
            return { values: result.data as Output, errors: {} };
          }
          // Each field's first issue: the contract's message, and as `type` the same field code
          // the server sends in `fieldCodes`, so a form translates both one way.
          const errors: Record<string, FieldError> = {};
          for (const issue of result.error.issues) {
            errors[issue.path.join('.')] ??= { type: fieldCodeOf(issue), message: issue.message };
          }
          return { values: {}, errors: toNestErrors(errors as FieldErrors, options) };
        },
      (error: unknown) => {
        // A failed fetch (offline, new deployment) is tried again on the next validation.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await load())(values, context, options);
  return Object.assign(resolver, { preload: () => void load().catch(() => {}) });
}
