import { lazy, type ComponentType } from 'react';

/**
 * A page module: the page component and the words for its `<head>`. `name`
 * (default: `title`) is the page's short name in breadcrumbs and structured data.
 */
export type PageModule = {
  default: ComponentType;
  meta: { title: string; description: string; name?: string };
};
export type PageLoader = () => Promise<PageModule>;

export interface LazyPage {
  Component: ComponentType;
  /** Loads the page's chunk; once done, the page renders without suspending. */
  preload: () => Promise<PageModule>;
}

/**
 * React.lazy that can be loaded ahead of rendering. Prerender and hydration
 * load the route's page first, so the first render does not suspend and the
 * server HTML is hydrated as it is. Once loaded, the factory hands React a
 * thenable that resolves synchronously, which React.lazy reads at once.
 */
export function lazyPage(load: PageLoader): LazyPage {
  let loaded: PageModule | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const Component = lazy(() => {
    if (!loaded) return preload();
    const ready = loaded;
    return { then: (resolve: (m: PageModule) => void) => resolve(ready) } as unknown as Promise<PageModule>;
  });
  return { Component, preload };
}
