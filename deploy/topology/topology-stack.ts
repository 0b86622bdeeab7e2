import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeNginxConf } from '../render-nginx-conf.ts';
import { startSmtpTestServer, freePort } from '@agency/test-receivers';
import { spawnServer, type SpawnedServer } from '@agency/api/test-kit/spawn-server';
import { freshDatabase, type FreshDatabase } from './fresh-database.ts';
import { nginxMissing, startNginx, type RunningNginx } from './nginx-server.ts';

const repo = join(import.meta.dirname, '../..');
export const builtSites = { in: join(repo, 'apps/site-in/dist'), uk: join(repo, 'apps/site-uk/dist') };

/** Shared by every instance, as in production (docs/deployment.md). */
export const formTokenSecret = 'topology-test-form-token-secret';

export interface TopologyStack {
  dir: string;
  sites: { in: string; uk: string };
  /** nginx: what visitors reach. */
  origin: string;
  nginx: RunningNginx;
  api: [SpawnedServer, SpawnedServer];
  /** The Node gateway (`npm start`) over the same files: the reference nginx must match. */
  gateway: SpawnedServer;
  database: FreshDatabase;
  smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  stop(): Promise<void>;
}

async function stopProcess(server: SpawnedServer | undefined) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await server.exited;
  clearTimeout(timer);
}

/**
 * The production topology on loopback: nginx serving copies of both built
 * sites (with the .br/.gz copies the build wrote) and proxying /api/ to two API
 * instances on one PostgreSQL database, sending mail to a real SMTP server.
 * Whatever started is stopped by stop(), also when a later step fails.
 */
export async function startTopology(): Promise<TopologyStack> {
  for (const [region, dir] of Object.entries(builtSites))
    if (!existsSync(join(dir, 'index.html')))
      throw new Error(
        `The ${region === 'in' ? 'India' : 'UK'} site is not built (${dir}); build first: npx nx run-many -t build -p site-in site-uk`,
      );
  const missing = nginxMissing();
  if (missing) throw new Error(missing);

  const stops: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await Promise.resolve(step()).catch(() => {});
    stops.length = 0;
  };
  // A test process that dies leaves no server behind.
  const children = new Set<{ kill(signal: NodeJS.Signals): boolean }>();
  const onExit = () => children.forEach((child) => child.kill('SIGTERM'));
  process.once('exit', onExit);
  stops.push(() => void process.off('exit', onExit));

  try {
    const dir = mkdtempSync(join(tmpdir(), 'agency-topology-'));
    stops.push(() => rmSync(dir, { recursive: true, force: true }));
    const sites = { in: join(dir, 'site-in'), uk: join(dir, 'site-uk') };
    // Copies, as a deploy would upload them (the build wrote the .br and .gz beside each file).
    for (const region of ['in', 'uk'] as const)
      cpSync(builtSites[region], sites[region], { recursive: true, preserveTimestamps: true });
    const ready = await Promise.allSettled([freshDatabase(), startSmtpTestServer()]);
    const [database, smtp] = ready.map((result) =>
      result.status === 'fulfilled' ? result.value : undefined,
    ) as [FreshDatabase | undefined, Awaited<ReturnType<typeof startSmtpTestServer>> | undefined];
    if (database) stops.push(() => database.drop());
    if (smtp) stops.push(() => smtp.close());
    const failure = ready.find((result) => result.status === 'rejected');
    if (failure || !database || !smtp) throw failure?.reason;

    const apiEnv = {
      DATABASE_URL: database.url,
      FORM_TOKEN_SECRET: formTokenSecret,
      TRUST_PROXY: '127.0.0.1',
      SMTP_URL: smtp.url,
      RATE_LIMIT_MAX: '1000000000',
      UPLOAD_RATE_LIMIT_MAX: '1000000000',
      OUTBOX_POLL_MS: '200',
      OUTBOX_RETRY_BASE_MS: '200',
      // The killed instance's claimed notifications go to the survivor after this lease.
      OUTBOX_LEASE_MS: '5000',
    };
    // Both at once, as a deployment starts them: each migrates the same database on start.
    const starting = [spawnServer(apiEnv), spawnServer(apiEnv)];
    const gatewayStarting = spawnServer({
      API_ONLY: '0',
      DATABASE_URL: '',
      DATA_DIR: join(dir, 'gateway-data'),
      FORM_TOKEN_SECRET: formTokenSecret,
      SITE_IN_DIR: sites.in,
      SITE_UK_DIR: sites.uk,
    });
    const started = await Promise.allSettled([...starting, gatewayStarting]);
    for (const result of started)
      if (result.status === 'fulfilled') {
        children.add(result.value.child);
        stops.push(() => stopProcess(result.value));
      }
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const [a, b, gateway] = started.map(
      (result) => (result as PromiseFulfilledResult<SpawnedServer>).value,
    ) as [SpawnedServer, SpawnedServer, SpawnedServer];

    const port = await freePort();
    const conf = writeNginxConf(join(dir, 'conf'), {
      listen: `127.0.0.1:${port}`,
      serverName: 'localhost',
      siteInRoot: sites.in,
      siteUkRoot: sites.uk,
      apiServers: [a, b].map((server) => new URL(server.url).host),
    });
    const nginx = await startNginx(join(dir, 'nginx'), conf, port);
    children.add(nginx.child);
    stops.push(() => nginx.stop());

    return {
      dir,
      sites,
      origin: `http://127.0.0.1:${port}`,
      nginx,
      api: [a, b],
      gateway,
      database,
      smtp,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
