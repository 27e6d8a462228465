/**
 * Vite build and dev server of the KeyMart web app (DESIGN.md "web/").
 * Root is web/, the build goes to web/dist (served by the API in production), and the dev server
 * forwards API calls and server-hosted images to the back end on port 5000.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
const BACKEND = 'http://localhost:5000';

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': BACKEND,
      '/uploads': BACKEND,
      '/demo-images': BACKEND,
    },
  },
});
