import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { getSession } from '#shared/contracts/auth.endpoints.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { gracefulStop } from './graceful-stop.ts';
import type { PageRenderer } from './ssr.ts';

// A deploy stops each server process with SIGTERM (main.ts). A page view in flight at that moment
// must still get its page: its loaders call the API in process after the stop began, which
// Fastify refuses once it closes. New visitors go elsewhere: the port stops taking connections.

let shop: TestApp | undefined;
afterEach(async () => {
  await shop?.close();
  shop = undefined;
});

/** A page whose loader waits for `release`, then asks the API who is signed in (`answers`). */
async function servingApp() {
  const answers: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const renderStarted = new Promise<void>((resolve) => (started = resolve));
  const renderPage: PageRenderer = async (_request, context) => {
    started();
    await released;
    const session = await context.api(getSession, undefined).catch((error: Error) => {
      answers.push(`thrown: ${error.message}`);
      throw error;
    });
    answers.push(session.ok ? (session.data.user?.email ?? 'nobody') : `error ${session.status}`);
    return new Response(
      `<p>api: ${session.ok ? (session.data.user?.email ?? 'nobody') : `error ${session.status}`}</p>`,
      {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      },
    );
  };
  shop = await createTestApp({}, { pages: renderPage });
  const { app } = shop;
  const stop = gracefulStop(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  return { stop, port, release, renderStarted, answers };
}

/** One GET on a connection of its own (no agent to reuse one); `leave` aborts it once sent. */
function get(port: number, path: string, leave?: Promise<void>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, agent: false, headers: { accept: 'text/html' } },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
    void leave?.then(() => req.destroy());
  });
}

describe('stopping a serving app', () => {
  it('lets a page in flight finish, its in-process API calls included, and takes no new connection', async () => {
    const { stop, port, release, renderStarted } = await servingApp();
    const inFlight = get(port, '/orders?uncached=1');
    await renderStarted;

    const stopped = stop(5_000);
    await expect(get(port, '/terms?uncached=1')).rejects.toThrow(/ECONNREFUSED/);
    release();

    const page = await inFlight;
    expect(page.status).toBe(200);
    expect(page.body).toBe('<p>api: nobody</p>');
    expect(page.headers.connection).toBe('close');
    await stopped;
    expect(shop!.app.server.listening).toBe(false);
  });

  it('finishes a render whose visitor left before closing, so its API calls are not refused', async () => {
    const { stop, port, release, renderStarted, answers } = await servingApp();
    const left = get(port, '/orders?uncached=1', renderStarted).catch(() => 'left');
    await renderStarted;
    expect(await left).toBe('left');

    const stopped = stop(5_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await stopped;
    expect(answers).toEqual(['nobody']);
  });

  it('cuts a request still running after the grace period, so a stop always ends', async () => {
    const { stop, port, renderStarted } = await servingApp();
    // Its outcome is taken at once: the connection is cut while the stop is awaited below.
    const inFlight = get(port, '/orders?uncached=1').then(
      () => 'answered',
      (error: Error) => error.message,
    );
    await renderStarted;

    // The render never finishes by itself: the stop ends (this test's timeout bounds it) by cutting it.
    await stop(200);
    expect(await inFlight).toMatch(/socket hang up|ECONNRESET/);
  });
});
