// `npm start`: build both sites, and the staff inbox when its listener is on
// (STAFF_PORT set), if they are not built (Nx answers from its cache in
// seconds when nothing changed), then run the one server process.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const build = spawnSync(
  join(root, 'node_modules/.bin/nx'),
  ['run-many', '-t', 'build', '-p', 'site-in', 'site-uk', ...(process.env.STAFF_PORT ? ['inbox'] : [])],
  {
    cwd: root,
    stdio: 'inherit',
    env: { NX_DAEMON: 'false', ...process.env },
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

await import('@agency/api/start');
