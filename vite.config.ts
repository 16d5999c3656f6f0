import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompressAssets } from './scripts/precompress-assets';

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  // .br and .gz beside each text asset, sent by the server when the browser accepts them.
  plugins: [react(), tailwindcss(), precompressAssets()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // Every browser we serve (Android Chrome, Safari 17+) supports modulepreload natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page runs, in one file that stays cached across releases: React, the router and
          // the icons' shared base. Left alone, the bundler cut it into small shared files, each
          // compressed on its own (about 1.5 KB more for /shop).
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](?:react|react-dom|scheduler|react-router)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](?:shared|Icon|createLucideIcon|context|defaultAttributes)/,
            },
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
});
