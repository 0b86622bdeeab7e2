// React DOM's client API through a module of our own, built into a chunk of
// its own (tools/vite/site-chunks.ts): React DOM's CommonJS body runs where
// this module imports it, in the task the page loader gives this chunk.
export { createRoot, hydrateRoot } from 'react-dom/client';
