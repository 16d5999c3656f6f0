import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
// With their extensions: Vite's coming native config loader (plain Node) resolves no other way.
import { pageKitGroup } from './scripts/page-kit-chunk.ts';
import { precompressAssets } from './scripts/precompress-assets.ts';
import { CUSTOMER_ONLY_PAGE, ROUTE_PAGES } from './src/server/web-page-sources.ts';

/** Every storefront page's code (the server's list of it, checked against the web's route table). */
const storefrontPageFiles = [
  ...Object.entries(ROUTE_PAGES)
    .filter(([route]) => !route.startsWith('admin'))
    .map(([, file]) => file),
  CUSTOMER_ONLY_PAGE,
].map((file) => `src/web/${file}`);

/**
 * `vite build --ssr src/web/server-render.tsx` (npm run build:web): the server's render of guests'
 * pages (docs/decisions/057), one self-contained file in dist/server-render that the server imports:
 * everything bundled in, so a production install (no React among its packages) runs it.
 */
const serverRenderBuild = {
  outDir: '../../dist/server-render',
  emptyOutDir: true,
  copyPublicDir: false,
  sourcemap: false,
  target: 'node20',
  rolldownOptions: { output: { codeSplitting: false, entryFileNames: 'server-render.js' } },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'src/web',
  // A build says nothing unless something is wrong (warnings and errors): `npm start` builds on a
  // first start, and a table of every asset's size buried the shop's start banner. The sizes that
  // matter are measured by `npm run bench` (JS per route). `vite` (dev) still prints its address.
  logLevel: command === 'build' ? 'warn' : 'info',
  resolve: {
    alias:
      command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: resolve('node_modules/react-router/dist/production/index.mjs'),
            },
            {
              find: /^react-router\/dom$/,
              replacement: resolve('node_modules/react-router/dist/production/dom-export.mjs'),
            },
          ]
        : [],
  },
  publicDir: 'public',
  // .br and .gz beside each text asset, sent by the server when the browser accepts them.
  plugins: isSsrBuild ? [react()] : [react(), tailwindcss(), precompressAssets()],
  // The server render bundles its packages in (only the server render is an SSR build).
  ssr: { noExternal: true },
  build: isSsrBuild
    ? serverRenderBuild
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        sourcemap: false,
        // .vite/manifest.json: the server names each page's chunks in its HTML (src/server/web-pages.ts).
        manifest: true,
        target: 'es2022',
        // Every browser we serve (Android Chrome, Safari 17+) supports modulepreload natively.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            codeSplitting: {
              // What every page runs, in one file that stays cached across releases: React, the router,
              // the query cache and the icons' shared base. Left alone, the bundler cut it into small
              // shared files, each compressed on its own (about 1.5 KB more for /shop; the query cache
              // in it saved 1.1 KB more).
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](?:react|react-dom|scheduler|react-router|@tanstack[\\/](?:query-core|react-query))[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](?:shared|Icon|createLucideIcon|context|defaultAttributes)/,
                },
                // What the shop shares with other pages (form parts, cart, API calls, icons), in one file
                // instead of 13 tiny ones: /shop went from 17 files to 5 (scripts/page-kit-chunk.ts).
                pageKitGroup({
                  name: 'storefront-kit',
                  entry: 'src/web/main.tsx',
                  pages: ['src/web/features/shop/shop-page.tsx'],
                  ownFolder: 'src/web/features/shop',
                }),
                // The same for the admin panel's frame and the counter, the screen staff open first: it
                // came in 45 files, twenty of them an icon each (37 files and 3.6 KB less now).
                pageKitGroup({
                  name: 'counter-kit',
                  entry: 'src/web/main.tsx',
                  pages: [
                    'src/web/app/admin-routes.tsx',
                    'src/web/layouts/admin-layout.tsx',
                    'src/web/features/admin/counter/counter-page.tsx',
                  ],
                  ownFolder: 'src/web/features/admin/counter',
                  // The storefront's pages keep what they share with it in their own files.
                  notFor: storefrontPageFiles,
                }),
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
      '/assets-demo': 'http://localhost:3000',
    },
  },
}));
