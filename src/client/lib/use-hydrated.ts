import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and throughout hydration, true in every render after it. For what only the
 * browser knows, or what a query cache shared between components may already hold when React
 * restarts an interrupted hydration render: rendering it before hydration ends makes the HTML
 * differ from the server's (React #418).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
