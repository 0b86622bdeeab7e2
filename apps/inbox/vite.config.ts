import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Every library but the charts' (visx and the packages only it uses), and zod-jitless.ts. */
const vendor =
  /node_modules\/(?!@visx\/|d3-[a-z-]+\/|internmap\/|classnames\/|reduce-css-calc\/|reduce-function-call\/|balanced-match\/|math-expression-evaluator\/)|zod-jitless\.ts$/;

// The staff inbox: a client-rendered app, served by the API's staff listener
// (apps/api/src/staff/serve-inbox.ts) from dist/ with a fallback to index.html.
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  // Vite writes this placeholder into <meta property="csp-nonce"> and its own tags; the
  // server puts a fresh nonce in its place in every answer, and Emotion gives it to each
  // <style> it adds, so the CSP allows those styles without 'unsafe-inline'.
  html: { cspNonce: 'inbox-csp-nonce' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No inline code: the preload helper stays in the bundle, not in the HTML.
    modulePreload: { polyfill: false },
    // The libraries in one chunk beside the app's own code: rolldown's default shares them out in
    // several chunks along the on-demand screens' imports, which gzip less well (163.8 kB of the
    // first load's script against 166.0 kB; docs/performance.md#the-inboxs-first-load).
    // The Reports screen's chart library (visx, with its own copy of d3) and what it alone uses stay
    // out of it: rolldown puts them with that screen, fetched when the screen is first opened
    // (apps/inbox-e2e/src/first-load.spec.ts). zod-jitless.ts goes with the libraries, right after
    // zod: every chunk that makes a schema (the staff contract's, shared with the on-demand screens)
    // runs after the vendor chunk, so after it.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'vendor', test: vendor }],
        },
      },
    },
  },
});
