import { lazy, type ComponentType } from 'react';
import { resolvedAtOnce } from '@agency/ui';

/**
 * A page module: the page component and the words for its `<head>`. `name`
 * (default: `title`) is the page's short name in breadcrumbs and structured data.
 */
export type PageModule = {
  default: ComponentType;
  meta: { title: string; description: string; name?: string };
  /**
   * Parts whose code the page loads only when a visitor comes near them
   * (`loadWhenNear`): a navigation within the site loads them with the page,
   * so the page appears whole.
   */
  deferred?: readonly { load: () => Promise<unknown> }[];
};
export type PageLoader = () => Promise<PageModule>;

export interface LazyPage {
  Component: ComponentType;
  /** Loads the page's chunk; once done, the page renders without suspending. */
  preload: () => Promise<PageModule>;
  /** Loads the page's chunk and its deferred parts: what a navigation to the page waits for. */
  preloadWhole: () => Promise<PageModule>;
}

/**
 * React.lazy that can be loaded ahead of rendering. Prerender and hydration
 * load the route's page first, so the first render does not suspend and the
 * server HTML is hydrated as it is.
 */
export function lazyPage(load: PageLoader): LazyPage {
  let loaded: PageModule | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const preloadWhole = () =>
    preload().then(async (module) => {
      await Promise.all(module.deferred?.map((part) => part.load()) ?? []);
      return module;
    });
  const Component = lazy(() => (loaded ? resolvedAtOnce(loaded) : preload()));
  return { Component, preload, preloadWhole };
}
