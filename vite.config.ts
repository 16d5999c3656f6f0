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
