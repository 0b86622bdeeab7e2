import { ThemeProvider } from '@emotion/react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Router, useLocation } from 'wouter';
import { GlobalStyles, LinkScopeProvider, theme } from '@agency/ui';
import { appPathOf, matchSiteRoute } from './match-site-route.ts';
import { pageTitle } from './page-title.ts';
import type { SiteDefinition } from './site-definition.ts';

// The region banner reads the browser (language, time zone, a remembered
// choice), so it renders nothing until after hydration anyway: its code loads
// then, and stays out of the JavaScript every page needs before it hydrates.
const RegionBanner = lazy(() =>
  import('../region-banner/region-banner.tsx').then((module) => ({ default: module.RegionBanner })),
);

export interface SiteRootProps {
  site: SiteDefinition;
  /** The browser path being prerendered (with the basename); absent in the browser, which reads its location. */
  ssrPath?: string;
}

/** The whole app: router, theme, link scope, layout and the page of the current path. */
export function SiteRoot({ site, ssrPath }: SiteRootProps) {
  const pageOf = (appPath: string) => matchSiteRoute(site, appPath)?.page ?? site.notFound;
  // A link loads the next page's chunk (and the code of its forms) before the
  // URL changes, so the current page stays on screen until the next one can
  // render whole at once (no empty flash); a chunk that cannot load (say, a
  // new deploy replaced it) makes it a full page load instead.
  const aroundNav = (navigate: (to: string, options?: object) => void, to: string, options?: object) => {
    pageOf(appPathOf(site, to))
      .preloadWhole()
      .then(
        () => navigate(to, options),
        () => window.location.assign(to),
      );
  };
  return (
    <Router base={site.region.basename} ssrPath={ssrPath} aroundNav={aroundNav}>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        <LinkScopeProvider scope={site.linkScope}>
          <site.Layout>
            <Suspense fallback={null}>
              <CurrentPage site={site} />
            </Suspense>
          </site.Layout>
          <AfterHydration>
            <RegionBanner region={site.region} />
          </AfterHydration>
        </LinkScopeProvider>
      </ThemeProvider>
    </Router>
  );
}

/** Renders its children only once the app is hydrated (never into the prerendered HTML). */
function AfterHydration({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  // Marking the end of hydration is what this effect is for.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setHydrated(true), []);
  return hydrated ? <Suspense fallback={null}>{children}</Suspense> : null;
}

function CurrentPage({ site }: { site: SiteDefinition }) {
  const [appPath] = useLocation();
  const page = matchSiteRoute(site, appPath)?.page ?? site.notFound;
  useDocumentTitle(site, page);
  return <page.Component />;
}

/**
 * Keeps `document.title` on the page shown after client-side navigation (the
 * prerendered HTML carries the first page's title), so tabs, history and
 * screen readers name the page the visitor is on.
 */
function useDocumentTitle(site: SiteDefinition, page: SiteDefinition['notFound']) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let current = true;
    void page.preload().then(({ meta }) => {
      if (current) document.title = pageTitle(meta, site.region.brand);
    });
    return () => {
      current = false;
    };
  }, [page, site.region.brand]);
}
