import type { FastifyInstance } from 'fastify';
import { createReadStream, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { isApiUrl } from '#shared/contracts/endpoint.ts';
import { pageContentSecurityPolicy } from '../platform/security.ts';
import { buildOpenApiDocument, type ApiRoute } from './openapi-document.ts';

export const OPENAPI_PATH = '/_api/openapi.json';
export const API_DOCS_PATH = '/docs/api';

const require = createRequire(import.meta.url);
const SWAGGER_DIR: string = (require('swagger-ui-dist') as { getAbsoluteFSPath(): string }).getAbsoluteFSPath();
const VERSION: string = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** The renderer's files, from our own origin (the page's CSP allows scripts from 'self' only). */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

// A script file, not an inline script: the page's CSP needs no nonce or hash.
const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: ${JSON.stringify(OPENAPI_PATH)}, dom_id: '#swagger-ui', deepLinking: true });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>NovaTick shop API</title>
<link rel="icon" href="/media/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${API_DOCS_PATH}/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${API_DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${API_DOCS_PATH}/init.js"></script>
</body>
</html>
`;

/**
 * Collects every `/_api` route as it registers (added before the domains), so the OpenAPI
 * document is generated from the declarations themselves: a new endpoint joins it without a line.
 */
export function collectApiRoutes(app: FastifyInstance): ApiRoute[] {
  const routes: ApiRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!isApiUrl(route.url) || route.url === OPENAPI_PATH) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        schema: route.schema,
        endpoint: route.config?.endpoint,
        multipart: route.config?.multipart === true,
      });
    }
  });
  return routes;
}

/** `GET /_api/openapi.json` (built once, on first call) and `/docs/api` (swagger-ui, self-hosted). */
export function registerOpenApiRoutes(app: FastifyInstance, routes: ApiRoute[]) {
  let document: string | null = null;
  app.get(OPENAPI_PATH, async (_request, reply) => {
    document ??= JSON.stringify(buildOpenApiDocument(routes, { siteUrl: app.config.siteUrl, version: VERSION }));
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(document);
  });

  app.get(API_DOCS_PATH, async (_request, reply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', pageContentSecurityPolicy({ hashes: [] }, app.config))
      .header('cache-control', 'no-cache')
      .send(PAGE),
  );
  app.get(`${API_DOCS_PATH}/init.js`, async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(INIT_SCRIPT),
  );
  for (const [file, type] of Object.entries(ASSETS))
    app.get(`${API_DOCS_PATH}/${file}`, async (_request, reply) =>
      reply
        .header('content-type', type)
        .header('cache-control', 'public, max-age=86400')
        .send(createReadStream(join(SWAGGER_DIR, file))),
    );
}
