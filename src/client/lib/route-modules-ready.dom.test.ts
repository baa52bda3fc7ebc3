// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_MODULES_PENDING, ROUTE_MODULES_READY, whenRouteModulesReady } from './route-modules-ready.ts';

const flags = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete flags[ROUTE_MODULES_PENDING];
});

describe('whenRouteModulesReady', () => {
  it('hydrates at once on a page whose module script imports the route modules statically', () => {
    const hydrate = vi.fn();
    whenRouteModulesReady(hydrate);
    expect(hydrate).toHaveBeenCalledOnce();
  });

  it('waits for the page’s script to set React Router’s globals, then hydrates once', () => {
    flags[ROUTE_MODULES_PENDING] = true;
    const hydrate = vi.fn();
    whenRouteModulesReady(hydrate);
    expect(hydrate).not.toHaveBeenCalled();
    flags[ROUTE_MODULES_PENDING] = false;
    window.dispatchEvent(new Event(ROUTE_MODULES_READY));
    window.dispatchEvent(new Event(ROUTE_MODULES_READY));
    expect(hydrate).toHaveBeenCalledOnce();
  });
});
