import { createServer as createHttpServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { bundlePageScript, fillTemplate, withPageScript, type ServerEntry } from '@agency/site-build';

export interface SiteDevServer {
  origin: string;
  close(): Promise<void>;
}

const isPageRequest = (accept: string | undefined, path: string) =>
  (accept ?? '').includes('text/html') && !/\.\w+$/.test(path);

/**
 * One regional site in development, served as production serves it: each
 * page rendered on the server by the app's own server entry (the same
 * React Router routes and islands as the prerender), then the island runtime
 * hydrating what needs it in the browser. Islands update in place (React Fast
 * Refresh); an edit to a part rendered only on the server reloads the page.
 * `/api` goes to the API (`apiOrigin`).
 */
export async function startSiteDevServer(options: {
  appRoot: string;
  port: number;
  apiOrigin: string;
}): Promise<SiteDevServer> {
  const httpServer: Server = createHttpServer();
  const vite: ViteDevServer = await createViteServer({
    configFile: join(options.appRoot, 'vite.config.ts'),
    appType: 'custom',
    server: {
      middlewareMode: true,
      ws: { server: httpServer },
      proxy: { '/api': { target: options.apiOrigin } },
    },
  });
  const base = vite.config.base;
  const template = await readFile(join(options.appRoot, 'index.html'), 'utf8');

  // What the browser never imports is not hot-updated: reload the page instead.
  vite.watcher.on('change', (file) => {
    const inBrowser = (vite.environments.client.moduleGraph.getModulesByFile(file)?.size ?? 0) > 0;
    if (!inBrowser) vite.environments.client.hot.send({ type: 'full-reload' });
  });
  // An article added or removed is a file outside the app's root, which Vite does not watch:
  // watched, its collection's glob import picks it up, and the page reloads.
  vite.watcher.add(join(options.appRoot, '../../libs/collections'));
  for (const event of ['add', 'unlink'] as const)
    vite.watcher.on(event, (file) => {
      if (file.endsWith('.md')) vite.environments.client.hot.send({ type: 'full-reload' });
    });

  httpServer.on('request', (request, response) => {
    vite.middlewares(request, response, async () => {
      // Vite's own middlewares strip the base ('/uk') from `url`; the page needs its full path.
      const originalUrl = (request as { originalUrl?: string }).originalUrl ?? request.url ?? '/';
      const url = new URL(originalUrl, 'http://dev.invalid');
      if (request.method !== 'GET' || !isPageRequest(request.headers.accept, url.pathname)) {
        response.statusCode = 404;
        response.end('Not found');
        return;
      }
      try {
        const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
        const page = await entry.render(url.pathname);
        // Bundled per page: an edit to it shows on the next load.
        const pageScript = await bundlePageScript(join(options.appRoot, 'src/page-script.ts'));
        const html = withPageScript(
          fillTemplate(
            await vite.transformIndexHtml(url.pathname, template),
            {
              ...page,
              seo: {
                lang: page.region.lang,
                canonical: undefined,
                noindex: true,
                alternates: [],
                siteName: page.region.brand,
                ogLocale: page.region.lang.replace('-', '_'),
                ogLocaleAlternates: [],
                image: { ...page.shareImage, url: page.shareImage.path },
                jsonLd: [],
              },
            },
            page.appHtml,
          ),
          pageScript,
        );
        response.statusCode = page.routePath ? 200 : 404;
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.end(html);
      } catch (error) {
        vite.ssrFixStacktrace(error as Error);
        console.error(error);
        response.statusCode = 500;
        response.setHeader('Content-Type', 'text/plain; charset=utf-8');
        response.end(`The page failed to render:\n\n${(error as Error).stack ?? String(error)}`);
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.port, '127.0.0.1', resolve);
  });
  return {
    origin: `http://localhost:${options.port}${base === '/' ? '' : base.replace(/\/$/, '')}`,
    close: async () => {
      await vite.close();
      await new Promise((resolve) => httpServer.close(resolve));
    },
  };
}
