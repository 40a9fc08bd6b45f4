import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { zodJsonSchemaStub } from './vite/zod-json-schema-stub';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  plugins: [react(), zodJsonSchemaStub()],
  resolve: {
    // Read core from source: a change there reloads the page without a build.
    alias: { '@authentic/core': fileURLToPath(new URL('../../packages/core/src/index.ts', import.meta.url)) },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      // Live presence's WebSocket (issue 23); listed first, so it is matched before '/api'.
      '/api/presence': { target: apiTarget, changeOrigin: false, ws: true },
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    assetsInlineLimit: 0,
    rolldownOptions: {
      // A zod schema is built by calls the bundler cannot prove pure, so every schema of a module it
      // takes would stay, used or not; `z.…(…)` chains are pure, so unused schemas leave the bundle.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          // Fewer, larger chunks before the game is playable: one for the libraries every screen
          // needs, one for our modules that three or more screens share (bench:render measures it).
          groups: [
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|zod)[\\/]/ },
            { name: 'shared', test: /(packages[\\/]core|apps[\\/]web[\\/]src)[\\/]/, minShareCount: 3 },
          ],
        },
      },
    },
  },
});
