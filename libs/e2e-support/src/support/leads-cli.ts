import { execFile } from 'node:child_process';
import { join } from 'node:path';

const repoRoot = join(import.meta.dirname, '../../../..');

/**
 * `npm run leads -- <args>` as staff run it, on the suite server's database
 * (its DATA_DIR): the exit code and what it printed.
 */
export function runLeadsCli(
  args: readonly string[],
  dataDir = process.env.E2E_DATA_DIR!,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(repoRoot, 'apps/api/src/cli/leads.ts'), ...args],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}
