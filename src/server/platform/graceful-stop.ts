import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * Work that calls the app in process (a page render, whose loaders `inject` API calls) and must
 * end before the app closes: Fastify refuses `inject` once it closes. A render goes on after its
 * visitor has left, so it is counted apart from the connections.
 */
export class InProcessWork {
  private running = 0;
  private idle: Array<() => void> = [];

  async hold<T>(work: () => Promise<T>): Promise<T> {
    this.running++;
    try {
      return await work();
    } finally {
      if (--this.running === 0) this.idle.splice(0).forEach((resolve) => resolve());
    }
  }

  whenIdle(): Promise<void> {
    return this.running === 0 ? Promise.resolve() : new Promise((resolve) => this.idle.push(resolve));
  }
}

/**
 * Stops a listening app without failing the requests it is serving. Fastify, once it closes,
 * answers 503 to every new request and `inject` refuses, in-process calls included: a page view in
 * flight whose loaders had yet to call the API (`platform/ssr.ts`) would fail with a 500. So the
 * app first stops taking connections (a cluster worker's primary sends them to the others),
 * answers what is in flight with `Connection: close`, waits for it and for the renders still
 * running (`app.inProcessWork`), and only then closes. After `graceMs` the connections still open
 * are cut, so a stuck request cannot hold a deploy.
 *
 * Call before `listen`; the returned function stops the app.
 */
export function gracefulStop(app: FastifyInstance): (graceMs: number) => Promise<void> {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  let answered: (() => void) | null = null;
  const keepAliveOff = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('connection', 'close');
  };
  app.server.on('request', (_request, response: ServerResponse) => {
    inFlight.add(response);
    if (draining) keepAliveOff(response);
    response.once('close', () => {
      inFlight.delete(response);
      if (inFlight.size === 0) answered?.();
    });
  });

  return async (graceMs) => {
    draining = true;
    inFlight.forEach(keepAliveOff);
    // No new connections; idle keep-alive ones are closed now, busy ones after their answer.
    app.server.close();
    const allAnswered = inFlight.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => (answered = resolve));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all([allAnswered, app.inProcessWork.whenIdle()]),
      new Promise((resolve) => (timer = setTimeout(resolve, graceMs))),
    ]);
    clearTimeout(timer);
    if (inFlight.size > 0) app.server.closeAllConnections();
    await app.close();
  };
}
