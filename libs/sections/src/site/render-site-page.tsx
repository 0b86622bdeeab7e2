import createEmotionServer from '@emotion/server/create-instance';
import { CacheProvider } from '@emotion/react';
import { prerender } from 'react-dom/static';
import { StaticRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { createSiteEmotionCache, IslandRenderProvider, IslandStyles } from '@agency/islands';
import { routeTable, type PageName, type RegionConfig, type SitePath } from '@agency/content';
import { GlobalStyles, LinkScopeProvider, ThemeRoot } from '@agency/ui';
import { SiteLayout } from '../layout/site-layout.tsx';
import { shareImage, structuredData, type JsonLd, type UrlOf } from '../seo/structured-data.ts';
import { pageTitle } from './page-title.ts';
import type { ArticleHead, ShareImage, Site } from '../site-definition/site-definition.ts';
import { SiteProvider } from '../site-definition/site-context.tsx';
import { matchSiteRoute, siteRoutes } from './site-routes.tsx';

export interface RenderedPage {
  /** The page's markup, for inside `<body>`. */
  appHtml: string;
  /** Critical CSS style tags for the `<head>`: every rule the page and its islands use. */
  styleTags: string;
  /** 200 for a page of the route table or a utility page, 404 for any other path. */
  status: 200 | 404;
  title: string;
  description: string;
  /** The region rendered: its id, `<html lang>` and brand. */
  region: Pick<RegionConfig, 'id' | 'lang' | 'brand'>;
  /** The site path rendered, and its route table page's name; undefined for the 404 page. */
  routePath: SitePath | undefined;
  pageName: PageName | undefined;
  /** The page's path in the other region's tree, for hreflang; undefined when it has none. */
  otherRegionPath: SitePath | undefined;
  /** The W3C date of the page's last change when its content says it (an article); else git's. */
  lastmod: string | undefined;
  article: ArticleHead | undefined;
  /** The feeds every page of the tree links to, as absolute URL paths. */
  feeds: readonly { type: string; title: string; path: string }[];
  /** The link-preview image, as an absolute URL path of this tree: the page's own, or the site's. */
  shareImage: ShareImage;
  /** The page's JSON-LD, given how to make absolute URLs (origins are build configuration). */
  structuredData: (urlOf: UrlOf) => JsonLd[];
}

function RoutedPage({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Renders one URL path of a site to static HTML with its critical CSS, at
 * build time (and in the dev server, per request). React Router matches the
 * path; the islands in the page render as roots of their own (islands lib).
 */
export async function renderSitePage(site: Site, pathname: string): Promise<RenderedPage> {
  const routes = siteRoutes(site);
  const { page, routePath, status } = matchSiteRoute(routes, site, pathname);
  const basename = site.region.basename;
  const currentPath = routePath
    ? `${basename}${routePath === '/' && basename ? '' : routePath}`
    : decodeURI(pathname);
  const cache = createSiteEmotionCache();
  // Created before rendering: it makes the cache collect styles instead of writing them into the HTML.
  const emotionServer = createEmotionServer(cache);
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <IslandRenderProvider value={{ cache, rendered: new Map() }}>
        <ThemeRoot>
          <GlobalStyles />
          <IslandStyles />
          <LinkScopeProvider scope={site.linkScope}>
            <SiteProvider value={site}>
              <StaticRouter location={pathname} basename={basename || undefined}>
                <SiteLayout site={site} currentPath={currentPath}>
                  <RoutedPage routes={routes} />
                </SiteLayout>
              </StaticRouter>
            </SiteProvider>
          </LinkScopeProvider>
        </ThemeRoot>
      </IslandRenderProvider>
    </CacheProvider>,
    // React outlines a boundary bigger than this (12.8 kB by default) into a
    // hidden div that an inline script reveals, so long pages showed nothing
    // without JavaScript. A static page is one chunk: never outline.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const appHtml = await new Response(prelude).text();
  const styleTags = emotionServer.constructStyleTagsFromChunks(
    emotionServer.extractCriticalToChunks(appHtml),
  );
  const { meta } = page;
  const { brand } = site.region;
  // A title may name the brand itself (a page's copy chooses where); otherwise it is appended.
  const title = pageTitle(meta, brand);
  const name =
    meta.name ??
    meta.title.replace(/\s*[|–—-]\s*[^|–—-]*$/, (suffix) => (suffix.includes(brand) ? '' : suffix));
  return {
    appHtml,
    styleTags,
    status,
    title,
    description: meta.description,
    region: { id: site.region.id, lang: site.region.lang, brand },
    routePath,
    pageName: routeTable.find((entry) => entry.path === routePath)?.page,
    otherRegionPath: page.otherRegionPath === undefined ? routePath : (page.otherRegionPath ?? undefined),
    lastmod: page.lastmod,
    article: page.article,
    feeds: site.feeds ?? [],
    shareImage: page.shareImage ?? {
      path: `${basename}/${shareImage.path}`,
      width: shareImage.width,
      height: shareImage.height,
      type: 'image/png',
      alt: `${brand}: websites, digital marketing and recruitment`,
    },
    structuredData: (urlOf) =>
      structuredData(
        {
          region: site.region,
          routePath,
          name,
          description: meta.description,
          crumbs: page.crumbs,
          own: page.structuredData,
        },
        urlOf,
      ),
  };
}
