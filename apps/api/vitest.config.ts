import { mergeConfig } from 'vitest/config';
import { projectTestConfig } from '@agency/vitest-preset';

// The PostgreSQL half of the suite needs a server: started once per run (global setup).
export default mergeConfig(projectTestConfig(import.meta.dirname, 'node'), {
  test: {
    globalSetup: ['src/test-support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
