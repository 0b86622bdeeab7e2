import { join } from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser. The flags keep it from
// reaching out to a network this machine does not have.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface E2eConfigOptions {
  /**
   * Whether the project's tests share one server, started by the global setup
   * (`npm start`'s, on a free port, with a fresh database). A project whose
   * tests each start what they test (api-e2e) leaves it out.
   */
  suiteServer: boolean;
  /**
   * Keep a Playwright trace of each failed test in the project's
   * `test-results` (off by default: tracing the large suites slows them).
   */
  traceFailures?: boolean;
}

/** The one Playwright configuration of every e2e project: specs in the project's `src`. */
export function e2eConfig({ suiteServer, traceFailures = false }: E2eConfigOptions): PlaywrightTestConfig {
  return defineConfig({
    testDir: './src',
    testMatch: '**/*.spec.ts',
    fullyParallel: true,
    workers: 2,
    forbidOnly: !!process.env.CI,
    retries: 0,
    reporter: [['list']],
    ...(suiteServer ? { globalSetup: join(import.meta.dirname, '../server/global-setup.ts') } : {}),
    use: {
      // Set by the global setup in this process before the workers start, which read the config again.
      baseURL: process.env.E2E_BASE_URL,
      browserName: 'chromium',
      launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
      trace: traceFailures ? 'retain-on-failure' : 'off',
    },
  });
}
