import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import type { RegionConfig, RoutePath } from '@agency/content';
import { shareImage, structuredData, type JsonLd, type UrlOf } from '../seo/structured-data.ts';
import { createSiteEmotionCache } from './emotion-cache.ts';
import { appPathOf, matchSiteRoute } from './match-site-route.ts';
import { pageTitle } from './page-title.ts';
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
  /** The region rendered: its id, `<html lang>` and brand. */
  region: Pick<RegionConfig, 'id' | 'lang' | 'brand'>;
  /** The route table path rendered; undefined for the 404 page. */
  routePath: RoutePath | undefined;
  /** The link-preview image, as an absolute URL path of this tree. */
  shareImage: { path: string; width: number; height: number; alt: string };
  /** The page's JSON-LD, given how to make absolute URLs (origins are build configuration). */
  structuredData: (urlOf: UrlOf) => JsonLd[];
}

/** Build-time render of one URL path to static HTML with its critical CSS. */
export async function renderSitePage(site: SiteDefinition, pathname: string): Promise<RenderedPage> {
  const route = matchSiteRoute(site, appPathOf(site, pathname));
  const { meta } = await (route ? route.page : site.notFound).preload();
  const cache = createSiteEmotionCache();
  const emotionServer = createEmotionServer(cache);
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={cache}>
        <SiteRoot site={site} ssrPath={pathname} />
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
  const { brand } = site.region;
  // A title may name the brand itself (a page's copy chooses where); otherwise it is appended.
  const title = pageTitle(meta, brand);
  const name =
    meta.name ??
    meta.title.replace(/\s*[|–—-]\s*[^|–—-]*$/, (suffix) => (suffix.includes(brand) ? '' : suffix));
  return {
    appHtml,
    styleTags,
    pageFile: route?.file,
    status: route ? 200 : 404,
    title,
    description: meta.description,
    region: { id: site.region.id, lang: site.region.lang, brand: site.region.brand },
    routePath: route?.path,
    shareImage: {
      path: `${site.region.basename}/${shareImage.path}`,
      width: shareImage.width,
      height: shareImage.height,
      alt: `${site.region.brand}: websites, digital marketing and recruitment`,
    },
    structuredData: (urlOf) =>
      structuredData(
        {
          region: site.region,
          routePath: route?.path,
          name,
          description: meta.description,
        },
        urlOf,
      ),
  };
}
