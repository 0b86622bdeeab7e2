import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { listeningUrl } from '@agency/test-receivers';

const repoRoot = join(import.meta.dirname, '../../../..');

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the real server (`apps/api/src/start.ts`, what `npm start` runs)
 * with the given environment, and resolves with its URL (127.0.0.1) once it listens.
 */
export async function startServer(env: NodeJS.ProcessEnv): Promise<RunningServer> {
  const server: ChildProcess = spawn(process.execPath, [join(repoRoot, 'apps/api/src/start.ts')], {
    // Metrics on any free port: several servers run at once.
    env: { ...process.env, LOG_LEVEL: 'warn', METRICS_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return {
    url: await listeningUrl(server),
    stop: async () => {
      if (server.exitCode !== null) return;
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    },
  };
}
