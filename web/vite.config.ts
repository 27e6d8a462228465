/**
 * Vite build and dev server of the KeyMart web app (ARCHITECTURE.md "web/").
 * Root is web/, the build goes to web/dist (served by the API in production), and the dev server
 * (`npm run dev`, with hot reload) forwards API calls and server-hosted images to the back end on
 * PORT (default 5000).
 *
 * Chunks: left to itself, Rolldown cuts the code the first page shares with lazy screens into some
 * twenty small chunks, and a phone on a slow network pays a request for each before the first paint
 * (bench/web measures the first contentful paint). So every module the entry imports statically
 * stays in the entry chunk, and MUI's form fields, dialogs and overlays, which the lazy screens use
 * together (a select is an input, a menu, a popover and a modal; a dialog is a modal), make one
 * chunk instead of many small ones, which gzip also compresses better as one file. That chunk holds
 * only those modules: the helpers they share with other components (hooks, transitions, focus
 * handling) make a second small chunk, so that a page without a form (the product page's first
 * screen) loads 24 kB of gzipped JavaScript beside the entry rather than the 46 kB it took when
 * the forms chunk swallowed the helpers. The server preloads a storefront page's chunks
 * (`manifest: true`, api/http/web-app-pages.ts).
 *
 * Chunk size: two chunks pass Vite's default 500 kB warning, both on purpose. The entry (521 kB,
 * 167 kB gzip, measured with `npm run build`) holds React, MUI's core and the home page, kept
 * whole for the reason above; the admin area (611 kB, 177 kB gzip: every admin screen and MUI X's
 * data grid) is one lazy chunk that only staff load. The limit sits above both so that the
 * warning speaks up again only when a chunk grows well past what was measured.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { webAliases } from './aliases.ts';
import { SOURCES_STAMP, webSourcesDigest } from './sources-digest.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
const repository = fileURLToPath(new URL('..', import.meta.url));
/** The API the dev server forwards to: `npm run dev`'s own (PORT, default 5000). */
const BACKEND = `http://localhost:${process.env.PORT || '5000'}`;

const MUI_FORMS_AND_OVERLAYS =
  /@mui[\\/]material[\\/](Select|NativeSelect|List|ListItemText|ListItemIcon|Divider|Input|FilledInput|OutlinedInput|InputBase|TextareaAutosize|InputLabel|FormControl|FormLabel|FormHelperText|TextField|Menu|MenuList|MenuItem|Popover|Modal|Unstable_TrapFocus|Portal|Backdrop|Fade|Grow|Dialog|DialogTitle|DialogContent|DialogContentText|DialogActions)[\\/]/;

const MUI_SHARED_HELPERS =
  /node_modules[\\/](@mui[\\/](utils|system|material[\\/](utils|internal|transitions))|react-transition-group|dom-helpers)[\\/]/;

/**
 * The server build (`vite build --ssr src/entry-server.tsx`, web/dist-server): the app as one
 * module the API renders storefront pages with (api/http/server-render.ts), which loads it again
 * under a new URL after a rebuild; chunks would import the entry under its old URL and share state
 * with the wrong copy. Packages stay imports of node_modules, so React, emotion and MUI are the
 * server's single copies.
 */
const SERVER_BUILD = {
  outDir: fileURLToPath(new URL('./dist-server', import.meta.url)),
  emptyOutDir: true,
  copyPublicDir: false,
  rolldownOptions: { output: { codeSplitting: false } },
};

/**
 * Stamps the digest of the sources beside the server build, the last of the two builds, once it
 * is written: `npm start` rebuilds only when the sources' digest differs (web/sources-digest.mjs).
 */
const stampSources: Plugin = {
  name: 'keymart-sources-stamp',
  apply: 'build',
  closeBundle() {
    fs.writeFileSync(`${repository}/${SOURCES_STAMP}`, `${webSourcesDigest(repository)}\n`);
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: isSsrBuild ? [react(), stampSources] : [react()],
  resolve: { alias: webAliases },
  build: isSsrBuild
    ? SERVER_BUILD
    : {
        outDir: fileURLToPath(new URL('./dist', import.meta.url)),
        emptyOutDir: true,
        // Read by the server to preload a storefront page's lazy screen (api/http/web-app-pages.ts).
        manifest: true,
        // In kB: see "Chunk size" above.
        chunkSizeWarningLimit: 800,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'index', tags: ['$initial'] },
                // Only the form and overlay modules themselves: MUI helpers they share with other
                // components (useSlotProps...) stay out, or a page with breadcrumbs would load them all.
                // MUI's helpers that lazy screens share (hooks, transitions, focus handling): one small
                // chunk instead of a dozen requests of a few hundred bytes each.
                { name: 'mui-shared', test: MUI_SHARED_HELPERS },
                {
                  name: 'mui-forms',
                  test: MUI_FORMS_AND_OVERLAYS,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
  server: {
    // WEB_PORT picks the dev server's port (default Vite's 5173, the next free one when taken).
    ...(process.env.WEB_PORT ? { port: Number(process.env.WEB_PORT), strictPort: true } : {}),
    proxy: {
      '/api': BACKEND,
      '/uploads': BACKEND,
      '/demo-images': BACKEND,
    },
  },
}));
