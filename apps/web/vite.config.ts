// Vite config of the web app: the SPA build served by the API process, the dev server that proxies
// /api to it, and the `web` project of the repository's Vitest workspace.
/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** index.html's own script (boot.ts) and Vite's import helper it uses: the page's first file (decision 045). */
const BOOT_MODULES = /index\.html|[\\/]src[\\/]boot\.ts|preload-helper/;

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
    // One exception: when boot.ts imports the app (decision 045), the app's own imports are preloaded with
    // it, so the page does not wait for the app's file before asking for React's.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (filename, dependencies, { hostType }) =>
        hostType === 'js' && /^assets\/app-[\w-]+\.js$/.test(filename) ? dependencies : [],
    },
    rolldownOptions: {
      // index.html's script is src/boot.ts, which imports the app (src/main.tsx) once the page's first
      // picture is shown (decision 045). The app is an entry of its own so that its static imports stay
      // initial chunks, grouped as below, rather than lazy ones.
      input: { index: 'index.html', app: 'src/main.tsx' },
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
            // Not index.html's own script (boot.ts), its stylesheet or Vite's import helper that boot.ts uses:
            // they stay in the page's first file, and the app is fetched only when boot.ts imports it.
            {
              name: 'app',
              tags: ['$initial'],
              test: (id: string) => !BOOT_MODULES.test(id) && !/[\\/]src[\\/]index\.css/.test(id),
              priority: 0,
            },
            { name: 'index', test: BOOT_MODULES, priority: 4 },
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
