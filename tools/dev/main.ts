// `npm run dev`: the whole stack on this machine. The API (restarted on every
// change of its code) and both sites, each served as production serves it:
// pages rendered on the server, islands hydrating in the browser, updated as
// you edit. Forms sent here are stored in ./data, where `npm run leads` looks.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { startSiteDevServer, type SiteDevServer } from './site-dev-server.ts';
import { devPorts } from './dev-ports.ts';

const root = join(import.meta.dirname, '../..');
const ports = devPorts(process.env);
const siteOrigin = (port: number) => `http://localhost:${port}`;
const apiOrigin = `http://127.0.0.1:${ports.api}`;

// Each site links to the other region on the other's dev server.
process.env.VITE_SITE_IN_ORIGIN = siteOrigin(ports.in);
process.env.VITE_SITE_UK_ORIGIN = siteOrigin(ports.uk);

function startApi(): Promise<ChildProcess> {
  const api = spawn(process.execPath, ['--watch', join(root, 'apps/api/src/api-dev.ts')], {
    env: {
      ...process.env,
      PORT: String(ports.api),
      HOST: '127.0.0.1',
      // The same folder the leads CLI reads by default (run from the workspace root).
      DATA_DIR: process.env.DATA_DIR ?? join(root, 'data'),
      // The dev servers proxy /api, and the browser names their origins: in development only.
      SITE_ORIGINS: [ports.in, ports.uk].map(siteOrigin).join(','),
      // Metrics on a free port unless set: `npm start` (9464) may run beside it on the same machine.
      METRICS_PORT: process.env.METRICS_PORT ?? '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    api.stdout!.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString();
      if (output.includes('listening on')) resolve(api);
    });
    api.once('exit', (code) => reject(new Error(`the API exited (${code}) before it listened`)));
  });
}

/** Prints only what answers: a URL that does not is not worth following. */
async function printAnswering(lines: [label: string, url: string][]) {
  console.log('\nnpm run dev: ready');
  for (const [label, url] of lines) {
    const answer = await fetch(url, { headers: { Accept: 'text/html' } }).then(
      (response) => `${response.status}`,
      () => undefined,
    );
    if (answer === '200') console.log(`  ${label.padEnd(11)} ${url}`);
    else console.log(`  ${label.padEnd(11)} not answering (${answer ?? 'no connection'}): ${url}`);
  }
}

const api = await startApi();
const sites: SiteDevServer[] = [];
try {
  sites.push(
    await startSiteDevServer({ appRoot: join(root, 'apps/site-in'), port: ports.in, apiOrigin }),
    await startSiteDevServer({ appRoot: join(root, 'apps/site-uk'), port: ports.uk, apiOrigin }),
  );
} catch (error) {
  api.kill('SIGTERM');
  throw error;
}
await printAnswering([
  ['India site', `${sites[0]!.origin}/`],
  ['UK site', `${sites[1]!.origin}/`],
  ['API', `${apiOrigin}/api/health/live`],
]);

const stop = async () => {
  api.kill('SIGTERM');
  await Promise.all(sites.map((site) => site.close()));
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
