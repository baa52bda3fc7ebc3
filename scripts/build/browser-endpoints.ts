/**
 * Endpoint declarations as the browser needs them (decisions/endpoint-declarations.md): method,
 * path and role. Two fields are for the server and for TypeScript only, and no browser code reads
 * them at run time: `errors` (the codes an endpoint may answer, checked where it is registered and
 * listed in the OpenAPI document) and `schemas` (the lazy zod import the server validates with).
 * In the client build both are taken out of every `src/shared/contracts/*.endpoints.ts`, and with
 * them the module's `const schemas = () => import(…)` and its preload list: about a kilobyte of
 * gzip on a page such as /orders, whose first load sits at the 170 KB budget. Types are unchanged
 * (they are read from the source), and the server and the SSR build keep the fields.
 *
 * The declarations are formatted by Prettier: inside `defineEndpoint({ … })` each property starts
 * two spaces in, and its continuation lines are indented further, which is what the cut relies on.
 */
import type { Plugin } from 'vite';

const ENDPOINTS_FILE = /[\\/]src[\\/]shared[\\/]contracts[\\/][^\\/]+\.endpoints\.ts$/;
const SERVER_ONLY = /^ {2}(errors|schemas)(:|,$)/;

/** The source with `errors` and `schemas` left out of each `defineEndpoint({…})` call. */
export function browserEndpoints(source: string): string {
  const out: string[] = [];
  let inDeclaration = false;
  let skipping = false;
  for (const line of source.split('\n')) {
    if (!inDeclaration) {
      out.push(line);
      if (/defineEndpoint\(\{$/.test(line)) inDeclaration = true;
      continue;
    }
    if (line.startsWith('});')) {
      inDeclaration = false;
      skipping = false;
      out.push(line);
      continue;
    }
    if (/^ {2}[A-Za-z_$]/.test(line)) skipping = SERVER_ONLY.test(line);
    if (!skipping) out.push(line);
  }
  return out.join('\n');
}

/** The Vite plugin: applied to the browser build (and the dev server's browser modules) only. */
export function browserEndpointsPlugin(): Plugin {
  return {
    name: 'novatick:browser-endpoints',
    // On the TypeScript source as Prettier wrote it, before it is compiled.
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!ENDPOINTS_FILE.test(id.split('?')[0]!)) return null;
      return { code: browserEndpoints(code), map: null };
    },
  };
}
