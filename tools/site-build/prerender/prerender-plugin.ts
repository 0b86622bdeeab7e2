import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { islandCodeFiles } from './island-code.ts';
import { bundlePageScript } from './page-script.ts';
import { prerenderSite } from './prerender-site.ts';
import type { ResponsiveImagesApi } from '../vite/responsive-images.ts';

/**
 * `vite build` of a site app builds the client (the island runtime and each
 * island's chunk), then a server bundle of `serverEntry`, then renders every
 * route of it to static HTML in the client output (prerender-site.ts), with
 * `pageScript` bundled and inlined in every page (page-script.ts). The
 * server bundle is a build intermediate and is removed afterwards, so nothing
 * but the site is in `dist`.
 *
 * Each build has its own intermediate folder inside the app (where Node
 * resolves the bundle's packages from the workspace's node_modules), so two
 * builds of one app at once, such as the split-origin suite's build beside a
 * site build, never delete each other's server bundle.
 */
export function prerenderPlugin(options: { serverEntry: string; pageScript: string }): Plugin {
  let root = process.cwd();
  let base = '/';
  const ssrFolder = `dist-ssr-${process.pid}-${Date.now().toString(36)}`;
  return {
    name: 'agency:prerender',
    config() {
      return {
        builder: {},
        environments: {
          ssr: {
            build: {
              outDir: ssrFolder,
              emptyOutDir: true,
              copyPublicDir: false,
              rollupOptions: { input: { 'entry-server': options.serverEntry } },
            },
          },
        },
      };
    },
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    buildApp: {
      order: 'pre',
      async handler(builder) {
        const client = await builder.build(builder.environments.client!);
        await builder.build(builder.environments.ssr!);
        // The folder as the ssr environment resolved it (the config may be evaluated more than once).
        const ssrOutDir = resolve(root, builder.environments.ssr!.config.build.outDir);
        const clientOutDir = resolve(root, builder.environments.client!.config.build.outDir);
        // The image plugin as the server environment has it: that bundle imported the images.
        const images = builder.environments.ssr!.config.plugins.find(
          (plugin) => plugin.name === 'agency:responsive-images',
        )?.api as ResponsiveImagesApi | undefined;
        try {
          await prerenderSite({
            clientOutDir,
            serverEntryFile: resolve(ssrOutDir, 'entry-server.js'),
            pageScript: await bundlePageScript(resolve(root, options.pageScript)),
            islandCode: islandCodeFiles(client, base),
            base,
            // Apps live in apps/<name>: the workspace root is two levels up.
            workspaceRoot: resolve(root, '../..'),
            writeNamedImages: images && ((names) => images.writeNamed(clientOutDir, names)),
          });
          if (images)
            console.log(
              `images: ${images.count.encoded} encoded, ${images.count.cached} from the cache (node_modules/.vite/agency-images)`,
            );
        } finally {
          await rm(ssrOutDir, { recursive: true, force: true });
        }
      },
    },
  };
}
