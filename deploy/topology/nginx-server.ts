import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const nginxBinary = '/usr/sbin/nginx';
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** Why this machine cannot run the production nginx configuration, or undefined. */
export function nginxMissing(): string | undefined {
  if (!existsSync(nginxBinary)) return `${nginxBinary} is missing: apt-get install nginx`;
  if (!existsSync(brotliModule))
    return `${brotliModule} is missing (the config uses brotli_static): apt-get install libnginx-mod-http-brotli-static`;
  return undefined;
}

export interface RunningNginx {
  child: ChildProcess;
  errorLog: string;
  stop(): Promise<void>;
}

/**
 * Debian's nginx in the foreground with everything (pid, logs, temp files)
 * under `dir`, serving the rendered server configuration(s) `serverConf`.
 * Workers of a root master run as nobody by default, who cannot read a
 * private temp dir, so under root they run as root too.
 */
export async function startNginx(
  dir: string,
  serverConf: string | string[],
  port: number,
  /** A path that answers 200 once nginx is up. */
  probe = '/robots.txt',
  /** The log format one of the configurations defines (render-nginx-conf.ts's nginxLayoutFile). */
  logFormat = 'agency',
): Promise<RunningNginx> {
  const missing = nginxMissing();
  if (missing) throw new Error(missing);
  const temp = join(dir, 'temp');
  mkdirSync(temp, { recursive: true });
  const errorLog = join(dir, 'error.log');
  const mainConf = join(dir, 'nginx.conf');
  writeFileSync(
    mainConf,
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `load_module ${brotliModule};`,
      'events { worker_connections 1024; }',
      'http {',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${join(temp, kind)};`,
      ),
      ...[serverConf].flat().map((conf) => `  include ${conf};`),
      // The log format the server configuration defines.
      `  access_log ${join(dir, 'access.log')} ${logFormat};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(
    nginxBinary,
    ['-p', dir, '-c', mainConf, '-g', `daemon off; pid ${join(dir, 'nginx.pid')}; error_log ${errorLog};`],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += String(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => (output += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const log = () => `${output}${existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''}`;

  // Ready once it answers on its port.
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`nginx exited:\n${log()}`);
    const up = await fetch(`http://127.0.0.1:${port}${probe}`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not answer on port ${port}:\n${log()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    errorLog,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // SIGQUIT: graceful; SIGTERM: fast. The master takes its workers with it.
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
