import { defineConfig } from 'vitest/config';

// Tests of the workspace scripts themselves (tools/ is not an Nx project).
export default defineConfig({
  root: import.meta.dirname,
  test: { include: ['**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
});
