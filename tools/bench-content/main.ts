// `npm run bench:content`: builds one region's site (client, server bundle, prerender, SEO check,
// precompression: what `nx run site-<region>:build` runs) with its collection replaced by its real
// articles plus --articles generated ones, into a temporary folder, and prints pages per second,
// the whole build time and the host. Nothing is written to the repository. Not in `npm test`:
// see docs/performance.md.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createBuilder, type Plugin } from 'vite';
import { generatedCollection } from './generated-collection.ts';

const root = join(import.meta.dirname, '../..');
const { values: options } = parseArgs({
  options: {
    region: { type: 'string', default: 'uk' },
    articles: { type: 'string', default: '1000' },
  },
});
const region = options.region;
if (region !== 'in' && region !== 'uk') throw new Error('--region must be in or uk');
const count = Number(options.articles);

// Folder names from the workspace root, as the collection's own module names them (its messages).
const sources = generatedCollection(`libs/collections/${region}/articles`, count);
const collectionIndex = join(root, `libs/collections/${region}/articles/src/index.ts`);

/** Replaces the region's collection module with the generated one, at build time only. */
function benchCollection(): Plugin {
  const id = '\0bench-collection';
  return {
    name: 'agency:bench-collection',
    enforce: 'pre',
    resolveId: (source) => (source === `@agency/articles-${region}` ? id : undefined),
    // The collection's own module for the rest of what it exports (its images); a module's own
    // export wins over a name `export *` brings, so the articles are the generated ones.
    load: (loading) =>
      loading === id
        ? `export * from ${JSON.stringify(collectionIndex)};\nexport const articleSources = ${JSON.stringify(sources)};`
        : undefined,
  };
}

function countPages(dir: string): number {
  let pages = 0;
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' }))
    if (entry.endsWith('.html') && statSync(join(dir, entry)).isFile()) pages += 1;
  return pages;
}

const host = `${cpus()[0]?.model ?? 'unknown cpu'}, ${cpus().length} cores, load ${loadavg()
  .map((n) => n.toFixed(2))
  .join(' ')}`;
// Each line the build prints gets the seconds since the start, so the phases' times can be read
// off (client, server bundle, prerender, SEO check, precompression): where a slow build spends.
const started = performance.now();
const log = console.log.bind(console);
console.log = (...args: unknown[]) =>
  log(`[${((performance.now() - started) / 1000).toFixed(1)} s]`, ...args);
const outDir = mkdtempSync(join(tmpdir(), `bench-content-${region}-`));
const previous = process.cwd();
process.chdir(root);
try {
  const builder = await createBuilder({
    configFile: join(root, `apps/site-${region}/vite.config.ts`),
    plugins: [benchCollection()],
    build: { outDir },
    logLevel: 'info',
  });
  await builder.buildApp();
  const seconds = (performance.now() - started) / 1000;
  const pages = countPages(outDir);
  console.log(`site-${region} with ${Object.keys(sources).length} articles (${count} generated)`);
  console.log(`pages: ${pages} HTML files`);
  console.log(`build: ${seconds.toFixed(1)} s (client, server bundle, prerender, SEO check, precompression)`);
  console.log(`pages per second: ${(pages / seconds).toFixed(1)} over the whole build`);
  console.log(`host: ${host} (load at start), node ${process.version}`);
  console.log(
    `load at end: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
} finally {
  process.chdir(previous);
  rmSync(outDir, { recursive: true, force: true });
}
