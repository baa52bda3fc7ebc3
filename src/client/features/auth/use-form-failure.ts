import { useState } from 'react';

/**
 * The failure line an auth form shows above its fields: cleared when a submit starts, set from
 * what the submit threw. `describe` returns the line's text, or null when it showed the error
 * elsewhere (under a field).
 *
 *   const [failure, guard] = useFormFailure((error) => failureText(t, error));
 *   return { onValid: guard(async (values) => { … }), view: { failure } };
 */
export function useFormFailure(describe: (error: unknown) => string | null) {
  const [failure, setFailure] = useState<string | null>(null);
  const guard =
    <T>(submit: (values: T) => Promise<void>) =>
    async (values: T) => {
      setFailure(null);
      try {
        await submit(values);
      } catch (error) {
        setFailure(describe(error));
      }
    };
  return [failure, guard] as const;
}
