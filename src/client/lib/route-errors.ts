import { data, isRouteErrorResponse } from 'react-router';

/** The title and description of a page a loader ends early (not found, failed), for its `<head>`. */
export interface ThrownHead {
  title: string;
  description?: string;
}

/**
 * Ends a loader with a 404: the route's `GeneralErrorBoundary` shows its not-found view inside
 * the layout. Typed `never`, so the loader's data type is the found page only. `head` reaches the
 * route's `meta` as `thrownHead(error)`.
 */
export function notFound(head?: ThrownHead): never {
  throw data(head ?? null, { status: 404 });
}

/** Ends a loader with another error status (a failed lookup: 500), with the same `head`. */
export function loadFailed(status: number, head?: ThrownHead): never {
  throw data(head ?? null, { status });
}

/** The head a loader threw with `notFound` or `loadFailed`, read in `meta({ error })`. */
export function thrownHead(error: unknown): ThrownHead | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const head: unknown = error.data;
  if (!head || typeof head !== 'object' || !('title' in head) || typeof head.title !== 'string') return undefined;
  const description = 'description' in head && typeof head.description === 'string' ? head.description : undefined;
  return { title: head.title, description };
}
