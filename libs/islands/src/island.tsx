import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createContext, createElement, use, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { islandAttributes, islandTag, type IslandProps, type IslandRegistry } from './island-definition.ts';

/** What the page's prerender hands the islands in it: its Emotion cache, and where rendered islands are kept. */
export interface IslandRenderContext {
  cache: EmotionCache;
  /** Rendered island HTML by name and props, so a re-render does not render an island again. */
  rendered: Map<string, Promise<string>>;
}

const RenderContext = createContext<IslandRenderContext | null>(null);

/** Provides the page's render context to the islands in `children` (prerender and dev server only). */
export function IslandRenderProvider({
  value,
  children,
}: {
  value: IslandRenderContext;
  children: ReactNode;
}) {
  return <RenderContext value={value}>{children}</RenderContext>;
}

async function renderIslandHtml(
  registry: IslandRegistry,
  name: string,
  props: object,
  cache: EmotionCache,
): Promise<string> {
  const { island } = await registry[name]!.module();
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <island.Wrapper>{createElement(island.Component, props as never)}</island.Wrapper>
    </CacheProvider>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/**
 * The server side of a registry's islands: `<Island name props />` writes the
 * island's element with its name and its props serialised, holding the
 * island's HTML rendered as a React root of its own, exactly as the browser
 * hydrates it (so `useId` and everything else match). Its styles go into the
 * page's Emotion cache, so the page's critical CSS includes them.
 */
export function createIslandRenderer<Registry extends IslandRegistry>(registry: Registry) {
  return function Island<Name extends keyof Registry & string>({
    name,
    props,
  }: {
    name: Name;
    props: IslandProps<Registry, Name>;
  }) {
    const context = use(RenderContext);
    if (!context) throw new Error(`<Island name="${name}"> rendered outside IslandRenderProvider`);
    const json = JSON.stringify(props);
    const key = `${name}\n${json}`;
    let html = context.rendered.get(key);
    if (!html) {
      html = renderIslandHtml(registry, name, props as object, context.cache);
      context.rendered.set(key, html);
    }
    return createElement(islandTag, {
      [islandAttributes.name]: name,
      [islandAttributes.props]: json,
      dangerouslySetInnerHTML: { __html: use(html) },
    });
  };
}
