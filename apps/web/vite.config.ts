// Vite config of the web app: the SPA build served by the API process, the dev server that proxies
// /api to it, and the `web` project of the repository's Vitest workspace.
/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed file names under dist/assets/ so the server can cache them forever.
    assetsDir: 'assets',
    // dist/.vite/manifest.json: the chunk graph bench/bundle.mjs walks to weigh what the home page loads
    // (the static server does not serve dot-directories).
    manifest: true,
    // No <link rel="modulepreload">: public pages arrive server-rendered, and on a slow phone link the
    // preloads competed with the stylesheet and delayed the first paint (Lighthouse mobile: offer page
    // 93 → 99, LCP 2.6 s → 1.5 s). The entry's imports are still fetched as soon as it is parsed.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
            // Only libraries the first page needs: the ones used by lazy modules alone (Radix dialogs and
            // popovers, for instance) stay in lazy chunks instead of weighing on every first load.
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 1 },
            // The rest of the first page's code in one chunk, the entry's: without modulePreload each chunk
            // imported only by another chunk costs the browser one more round trip before hydrating.
            { name: 'app', tags: ['$initial'], priority: 0 },
            // i18next asks for every namespace of the start-up language at once (lib/i18n.ts): one French
            // chunk, not one request per namespace before a French page can hydrate.
            { name: 'fr', test: /[\\/]locales[\\/]src[\\/]fr[\\/][^\\/]+\.json$/, priority: 3 },
            // The member areas' English catalogues (lib/i18n.ts MEMBER_NAMESPACES), loaded together.
            {
              name: 'en-members',
              test: /[\\/]locales[\\/]src[\\/]en[\\/](account|purchase|billing|activation|plus|card)\.json$/,
              priority: 3,
            },
          ],
        },
      },
    },
  },
  // The server-rendering bundle (`vite build --ssr src/entry-server.tsx --outDir dist-server`, decision
  // 007): libraries stay imports from node_modules, the workspace's TypeScript domain package is bundled.
  ssr: { noExternal: ['@spc/domain'] },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
      '/media': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  preview: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
      '/media': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // A fresh VM context (and jsdom) for each file, in workers that live on: each file in a new process
    // (the default 'forks' pool) spent ~1 s more starting Node, Vitest and jsdom than in a reused one.
    pool: 'vmForks',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
