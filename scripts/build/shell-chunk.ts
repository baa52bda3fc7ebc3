/**
 * A rolldown code-splitting group that gives the page shell two chunks:
 * - `shell`: every module root.tsx and entry.client.tsx statically import (their whole static
 *   import graph). Every page needs all of it before it hydrates.
 * - `site`: what the site layout (header, footer, their widgets' triggers) adds on top. Every
 *   public and account page needs it; the admin area and the OAuth popup do not. A module of it
 *   that other pages import too (the API client, sign-out, a shared icon or hook) goes in `shell`
 *   instead, so an admin page does not load the header and footer for it.
 *
 * Merging them adds no byte to any page that needs them, and turns about forty small files into
 * two requests, which is what a phone on a slow connection waits for (Lighthouse simulates 150 ms
 * per round trip and six connections). Modules reached only through a dynamic import() stay in
 * their own on-demand chunks.
 */
import { resolve } from 'node:path';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; importers: readonly string[] } | null;
}

const SHELL_ENTRIES = ['src/client/root.tsx', 'src/client/entry.client.tsx'].map((file) => resolve(file));
const SITE_ENTRIES = ['src/client/routes/site-layout.tsx'].map((file) => resolve(file));

// A barrel imports all of its package: through one, the shell chunk would take in every
// icon or Radix primitive any page uses (through the first-load index, the forms' hand-over code).
// Shell modules import the part they use instead.
const BARRELS: [RegExp, string][] = [
  [/lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/, "'lucide-react/icons/<name>'"],
  [/radix-ui[\\/]dist[\\/]index\.mjs$/, "'radix-ui/<primitive>'"],
  [/src[\\/]client[\\/]lib[\\/]first-load[\\/]index\.ts$/, "the module itself ('#client/lib/first-load/toast.ts', …)"],
];

// Modules the shell's import graph reaches only through a package's index, which the shell
// never uses: the index imports all of its package, and a module in the shell group is in every
// page's first load, used or not. Left out of the group, each goes with the pages that use it.
// The shell makes the React Query client (QueryClient, QueryClientProvider) but runs no query,
// and translates with `t`, never `<Trans>` (the pricing page does). Leaving out one the shell
// does use would cost a request, not correctness: the build links it from another chunk.
const PAGE_MODULES: RegExp[] = [
  /@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/](use\w+|\w+Options|errorBoundaryUtils|suspense|QueryErrorResetBoundary|IsRestoringProvider|HydrationBoundary)\.js$/,
  /@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/](queryObserver|infiniteQueryObserver|queriesObserver|mutationObserver|hydration|streamedQuery)\.js$/,
  /react-i18next[\\/]dist[\\/]es[\\/](Trans|TransWithoutContext|IcuTrans|IcuTransWithoutContext|IcuTransUtils[\\/].*|withTranslation|Translation|withSSR|useSSR)\.js$/,
  /node_modules[\\/](html-parse-stringify|void-elements)[\\/]/,
];

function staticImportClosure(graph: ModuleGraph, entries: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    const barrel = BARRELS.find(([pattern]) => pattern.test(id));
    if (barrel) throw new Error(`The page shell imports a package barrel (${id}); import from ${barrel[1]} instead.`);
    if (PAGE_MODULES.some((pattern) => pattern.test(id))) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    pending.push(...info.importedIds);
  }
  return seen;
}

export function shellChunk() {
  let shell: Set<string> | undefined;
  let site: Set<string> | undefined;
  return {
    debugName: 'page shell',
    name(id: string, graph: ModuleGraph): string | null {
      shell ??= staticImportClosure(graph, SHELL_ENTRIES);
      site ??= staticImportClosure(graph, SITE_ENTRIES);
      if (shell.has(id)) return 'shell';
      if (!site.has(id)) return null;
      // A site module that other pages import too goes in the shell chunk: in the site chunk, an
      // admin page importing it would load the header and footer as well (admin pages 3 KB gzip
      // lighter; public pages, which load both chunks, about 0.1 KB heavier).
      const importers = graph.getModuleInfo(id)?.importers ?? [];
      // (A route's client build imports it as `<file>?__react-router-build-client-route`.)
      const outside = (importer: string) => !site!.has(importer.split('?')[0]!) && !shell!.has(importer);
      return importers.some(outside) ? 'shell' : 'site';
    },
  };
}
