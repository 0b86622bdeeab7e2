import { defineConfig } from 'vitest/config';

// Tests of the workspace scripts in tools/ that are no Nx project (the
// projects in it, such as site-build, run their own tests as Nx targets).
export default defineConfig({
  root: import.meta.dirname,
  test: {
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', 'site-build/**', 'vitest/**'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
