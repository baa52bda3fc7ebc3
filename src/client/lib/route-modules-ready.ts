/**
 * Between the page's module script, which imports the route modules after the first paint
 * (`scripts-after-paint.server.ts`), and entry.client.tsx, which hydrates once React Router's
 * globals (manifest, route modules) are set.
 */
export const ROUTE_MODULES_PENDING = '__routeModulesPending';
export const ROUTE_MODULES_READY = 'route-modules-ready';

/** Runs `hydrate` now, or when the page's script has set React Router's globals. */
export function whenRouteModulesReady(hydrate: () => void) {
  if ((window as unknown as Record<string, unknown>)[ROUTE_MODULES_PENDING] === true)
    window.addEventListener(ROUTE_MODULES_READY, hydrate, { once: true });
  else hydrate();
}
