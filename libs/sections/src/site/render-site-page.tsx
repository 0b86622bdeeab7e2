import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { createSiteEmotionCache } from './emotion-cache.ts';
import { matchSiteRoute } from './match-site-route.ts';
import type { SiteDefinition } from './site-definition.ts';
import { SiteRoot } from './site-root.tsx';

export interface RenderedPage {
  /** Markup for inside `#root`. */
  appHtml: string;
  /** Critical CSS style tags for the `<head>`. */
  styleTags: string;
  /** Source file of the page module rendered, for its modulepreload; undefined for 404. */
  pageFile: string | undefined;
  status: 200 | 404;
  title: string;
  description: string;
}

/** Build-time render of one URL path to static HTML with its critical CSS. */
export async function renderSitePage(site: SiteDefinition, pathname: string): Promise<RenderedPage> {
  const route = matchSiteRoute(site, pathname);
  const { meta } = await (route ? route.page : site.notFound).preload();
  const cache = createSiteEmotionCache();
  const emotionServer = createEmotionServer(cache);
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={cache}>
        <StaticRouter location={pathname} basename={site.region.basename || undefined}>
          <SiteRoot site={site} />
        </StaticRouter>
      </CacheProvider>
    </StrictMode>,
    // React outlines a boundary bigger than this (12.8 kB by default) into a
    // hidden div that an inline script reveals, so long pages showed nothing
    // without JavaScript. A static page is one chunk: never outline.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const appHtml = await new Response(prelude).text();
  const styleTags = emotionServer.constructStyleTagsFromChunks(
    emotionServer.extractCriticalToChunks(appHtml),
  );
  return {
    appHtml,
    styleTags,
    pageFile: route?.file,
    status: route ? 200 : 404,
    title: `${meta.title} | ${site.region.brand}`,
    description: meta.description,
  };
}
