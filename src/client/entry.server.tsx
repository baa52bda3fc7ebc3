import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { LANGUAGE_COOKIE } from '#shared/languages.ts';
import { namespacesOf, type RouteHandle } from './lib/i18n.ts';
import { serverI18n } from './lib/i18n.server.ts';
import { scriptsAfterFirstPaint } from './lib/scripts-after-paint.server.ts';
import { NonceProvider } from './lib/nonce.tsx';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  context: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });

  const handles = routerContext.staticHandlerContext.matches.map(
    (m) => routerContext.routeModules[m.route.id]?.handle as RouteHandle | undefined,
  );
  const namespaces = namespacesOf(handles);
  const i18n = serverI18n(context.lang, namespaces);

  // A `?lang=` link is a choice: remember it like the language switcher does.
  if (new URL(request.url).searchParams.has('lang')) {
    headers.append('Set-Cookie', `${LANGUAGE_COOKIE}=${context.lang}; Path=/; Max-Age=31536000; SameSite=Lax`);
  }

  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    // Pages are small: waiting for everything gives crawlers and the first paint complete HTML.
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={context.nonce}>
        <I18nextProvider i18n={i18n}>
          <ServerRouter context={routerContext} url={request.url} nonce={context.nonce} />
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce: context.nonce,
        // Never outline a finished boundary into a hidden template: the HTML must read without JS.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          // The whole page is ready: it is collected here and answered as one body. A web stream
          // of React's small chunks costs more CPU than the render itself on the way out (one
          // conversion, one compression call and one socket write per chunk).
          const chunks: Buffer[] = [];
          const sink = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              headers.set('Content-Type', 'text/html; charset=utf-8');
              if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'private, no-cache');
              // Bytes, not a string: a string body is checked and encoded again by the Response.
              const html = scriptsAfterFirstPaint(Buffer.concat(chunks));
              resolve(
                new Response(new Uint8Array(html.buffer as ArrayBuffer, html.byteOffset, html.byteLength), {
                  headers,
                  status,
                }),
              );
              callback();
            },
          });
          pipe(sink);
        },
        onShellError: reject,
        onError(error) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
