import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePorts } from '@agency/e2e-support';

const repoRoot = join(import.meta.dirname, '../../..');
const readyBanner = 'npm run dev: ready';

export interface DevStack {
  /** The India site's URL as the banner prints it. */
  indiaSite: string;
  /** Everything the dev process printed so far, for a failure's message. */
  output(): string;
  /** Stops the whole process group (the dev servers and the API they spawned). */
  stop(): Promise<void>;
}

/** Whether any process of the group is still there. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts `npm run dev` (`node tools/dev/main.ts`) on free ports with the given
 * data directory, in a process group of its own, and resolves once its banner
 * says it is ready and names the India site.
 */
export async function startDevStack(dataDir: string): Promise<DevStack> {
  const [inPort, ukPort, apiPort] = await freePorts(3);
  // The data directory is this test's: never a database of the shell that runs the suite.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const dev: ChildProcess = spawn(process.execPath, [join(repoRoot, 'tools/dev/main.ts')], {
    cwd: repoRoot,
    env: {
      ...env,
      DEV_SITE_IN_PORT: String(inPort),
      DEV_SITE_UK_PORT: String(ukPort),
      DEV_API_PORT: String(apiPort),
      DATA_DIR: dataDir,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pgid = dev.pid!;
  let output = '';
  const exited = new Promise<void>((resolve) => dev.once('exit', () => resolve()));

  const stop = async () => {
    if (!groupAlive(pgid)) return;
    process.kill(-pgid, 'SIGTERM');
    await exited;
    // The API (node --watch and its child) stops on the same signal; give it the time it takes.
    for (let i = 0; i < 100 && groupAlive(pgid); i++) await new Promise((r) => setTimeout(r, 100));
    if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
  };

  try {
    const indiaSite = await new Promise<string>((resolve, reject) => {
      // Reading both pipes to the end keeps the dev process from blocking on a full one.
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const afterBanner = output.split(readyBanner)[1];
        // The banner lists India, UK and the API, each once it has asked it: wait for the API's line.
        if (afterBanner === undefined || !/^ {2}API /m.test(afterBanner)) return;
        const india = /^ {2}India site +(.*)$/m.exec(afterBanner)?.[1] ?? '';
        if (/^http:\/\/\S+$/.test(india)) resolve(india);
        else reject(new Error(`npm run dev is ready but its India site is not:\n${output}`));
      };
      dev.stdout!.on('data', read);
      dev.stderr!.on('data', read);
      void exited.then(() => reject(new Error(`npm run dev exited before it was ready:\n${output}`)));
    });
    return { indiaSite, output: () => output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
