import { mergeConfig } from 'vitest/config';
import { projectTestConfig } from '@agency/vitest-preset';

// The PostgreSQL half of the suite needs a server: started once per run (global setup).
export default mergeConfig(projectTestConfig(import.meta.dirname, 'node'), {
  test: {
    globalSetup: ['src/test-support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two files at a time, where vitest's default on 2 cores is one: most of the suite's time is
    // spent waiting on servers, mail and databases, not computing (docs/performance.md, "CI time").
    maxWorkers: 2,
  },
});
