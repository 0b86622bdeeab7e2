import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from './react-dom-client.ts';
import { createSiteEmotionCache } from './emotion-cache.ts';
import { PressHeldClick, takeHeldClick } from './held-click.tsx';
import { appPathOf, matchSiteRoute } from './match-site-route.ts';
import type { SiteDefinition } from './site-definition.ts';
import { SiteRoot } from './site-root.tsx';

/**
 * Client entry: loads the current route's page chunk, then hydrates the
 * prerendered HTML (or renders from scratch in the dev server, where the
 * root is empty).
 */
export async function hydrateSite(site: SiteDefinition, container: HTMLElement) {
  const route = matchSiteRoute(site, appPathOf(site, window.location.pathname));
  await (route ? route.page : site.notFound).preload();
  const app = (
    <StrictMode>
      <CacheProvider value={createSiteEmotionCache()}>
        <SiteRoot site={site} />
      </CacheProvider>
      <PressHeldClick button={takeHeldClick()} />
    </StrictMode>
  );
  if (!container.hasChildNodes()) {
    createRoot(container).render(app);
    return;
  }
  // The page's HTML has painted before this script was even requested
  // (tools/prerender/deferred-scripts.ts). Hydrating as a transition lets React
  // split the work into short slices; a plain hydrateRoot is one long task
  // that blocks the visitor's first tap or keypress.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
