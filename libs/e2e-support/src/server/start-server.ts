import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const repoRoot = join(import.meta.dirname, '../../../..');

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the real server (`apps/api/src/start.ts`, what `npm start` runs)
 * with the given environment, and resolves with its URL once it listens.
 */
export async function startServer(env: NodeJS.ProcessEnv): Promise<RunningServer> {
  const server: ChildProcess = spawn(process.execPath, [join(repoRoot, 'apps/api/src/start.ts')], {
    // Metrics on any free port: several servers run at once.
    env: { ...process.env, LOG_LEVEL: 'warn', METRICS_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    // Listening on 'data' reads everything the server writes, so a full pipe never blocks it.
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    server.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    url,
    stop: async () => {
      if (server.exitCode !== null) return;
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    },
  };
}
