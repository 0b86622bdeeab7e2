import { CacheProvider } from '@emotion/react';
import { createElement, startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createSiteEmotionCache } from './emotion-cache.ts';
import type { HydratableIsland } from './island-definition.ts';

export type IslandWrapper = HydratableIsland<object>['Wrapper'];

const NoWrapper: IslandWrapper = ({ children }) => children;

// One cache for every island of the page: it adopts the critical CSS the
// prerender inlined (same key), so no island inserts a rule the page has.
let pageCache: ReturnType<typeof createSiteEmotionCache> | undefined;

/** Calls `then` after the whole island has committed: a parent's effect runs after its children's. */
function AfterHydration({ then, children }: { then: () => void; children: ReactNode }) {
  useEffect(then, [then]);
  return children;
}

/**
 * The client side of an island: hydrates `Component` with the props the
 * prerender serialised beside its HTML. Export the result as `island` from
 * a module of its own; the site's registry imports that module when the
 * island's load strategy says so.
 */
export function defineIsland<Props extends object>(
  Component: ComponentType<Props>,
  Wrapper: IslandWrapper = NoWrapper,
): HydratableIsland<Props> {
  return {
    Component,
    Wrapper,
    hydrate(container, props) {
      pageCache ??= createSiteEmotionCache();
      const cache = pageCache;
      // The server's nodes, with whatever the visitor typed into them: put
      // back should the island fail, as React empties a root it cannot render.
      const serverNodes = [...container.childNodes];
      let root: ReturnType<typeof hydrateRoot>;
      return new Promise<void>((resolve, reject) => {
        // As a transition, the hydration yields to the browser every few ms
        // instead of holding the main thread for the whole form (~300 ms on
        // a slow phone): a press or a scroll meanwhile is answered at once.
        startTransition(() => {
          root = hydrateRoot(
            container,
            <CacheProvider value={cache}>
              <AfterHydration then={resolve}>
                <Wrapper>{createElement(Component, props)}</Wrapper>
              </AfterHydration>
            </CacheProvider>,
            {
              // An island that fails to render is left as its HTML, working as it
              // does without scripts, and the runtime is told (a form held for it
              // is then sent by the browser).
              onUncaughtError: (error) =>
                setTimeout(() => {
                  root.unmount();
                  container.replaceChildren(...serverNodes);
                  reject(error);
                }),
            },
          );
        });
      });
    },
  };
}
