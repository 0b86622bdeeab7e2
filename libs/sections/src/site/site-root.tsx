import { ThemeProvider } from '@emotion/react';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { GlobalStyles, LinkScopeProvider, theme } from '@agency/ui';
import { RegionBanner } from '../region-banner/region-banner.tsx';
import type { SiteDefinition } from './site-definition.ts';

/** Everything inside the router: theme, link scope, layout and the routes. */
export function SiteRoot({ site }: { site: SiteDefinition }) {
  const { Layout, routes, notFound } = site;
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      <LinkScopeProvider scope={site.linkScope}>
        <Layout>
          <Suspense fallback={null}>
            <Routes>
              {routes.map(({ path, page }) => (
                <Route key={path} path={path} element={<page.Component />} />
              ))}
              <Route path="*" element={<notFound.Component />} />
            </Routes>
          </Suspense>
        </Layout>
        <RegionBanner region={site.region} />
      </LinkScopeProvider>
    </ThemeProvider>
  );
}
