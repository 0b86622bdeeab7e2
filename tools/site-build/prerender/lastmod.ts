import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Today as a W3C date, for a file changed but not committed (or outside git). */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The date a page last changed, for the sitemap's `lastmod`: the newest
 * commit touching the given pathspecs (its page module and its copy), or
 * today when any of them has uncommitted changes or git is not available.
 * A build date would claim every page changed on every build.
 */
export async function lastModified(workspaceRoot: string, pathspecs: string[]): Promise<string> {
  try {
    const git = (args: string[]) => run('git', args, { cwd: workspaceRoot }).then((r) => r.stdout.trim());
    if ((await git(['status', '--porcelain', '--', ...pathspecs])) !== '') return today();
    const date = await git(['log', '-1', '--format=%cs', '--', ...pathspecs]);
    return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : today();
  } catch {
    return today();
  }
}
