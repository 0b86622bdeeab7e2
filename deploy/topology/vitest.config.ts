import { defineConfig } from 'vitest/config';

// `npm run test:topology`: the production topology on loopback (nginx, two API
// instances, PostgreSQL, SMTP). Not part of `npm run test:tools`, whose
// pattern (*.test.ts) leaves these *.spec.ts out: it needs nginx and
// the built sites.
export default defineConfig({
  root: import.meta.dirname,
  test: {
    include: ['*.spec.ts'],
    // One nginx and one set of servers at a time on two cores.
    fileParallelism: false,
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['verbose'],
  },
});
