import { defineConfig } from 'vitest/config';

// The tooling's own tests, in Node: run by Nx as this project's `test` target.
export default defineConfig({
  root: import.meta.dirname,
  test: { include: ['**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
});
