import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { browserEndpointsPlugin } from './scripts/build/browser-endpoints.ts';
import { precompress } from './scripts/build/precompress.ts';
import { shellChunk } from './scripts/build/shell-chunk.ts';

const FIRST_LOAD = /src[\\/]client[\\/]lib[\\/]first-load[\\/]/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), browserEndpointsPlugin(), precompress()],
  build: { assetsInlineLimit: 0 },
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('./src/client/lib/shims/use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  environments: {
    // Every page loads what root.tsx and entry.client.tsx import; as one file it is one request
    // instead of about thirty on a phone's slow first connection (docs/ARCHITECTURE.md "First load").
    client: {
      build: {
        rolldownOptions: {
          // lib/first-load/ is side-effect free: a page that imports `toast` through its index does
          // not also load the on-demand form machinery the index re-exports (DESIGN JS budget).
          treeshake: { moduleSideEffects: (id: string) => (FIRST_LOAD.test(id) ? false : undefined) },
          output: { codeSplitting: { groups: [shellChunk()] } },
        },
      },
    },
  },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
});
