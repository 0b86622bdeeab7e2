// @vitest-environment node
// The prerender's side of islands, as the build runs it: in Node, without a DOM.
import createEmotionServer from '@emotion/server/create-instance';
import { CacheProvider } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { defineIsland } from './define-island.tsx';
import { createSiteEmotionCache } from './emotion-cache.ts';
import { createIslandRenderer, IslandRenderProvider } from './island.tsx';

function NameField({ label }: { label: string }) {
  const id = useId();
  return (
    <p css={{ color: 'rebeccapurple' }}>
      <label htmlFor={id}>{label}</label>
      <input id={id} />
    </p>
  );
}

const field = defineIsland(NameField);
const Island = createIslandRenderer({
  field: { module: () => Promise.resolve({ island: field }) },
});

function OtherIds() {
  return <span id={useId()} />;
}

async function renderPage(children: ReactNode) {
  const cache = createSiteEmotionCache();
  const server = createEmotionServer(cache);
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <IslandRenderProvider value={{ cache, rendered: new Map() }}>{children}</IslandRenderProvider>
    </CacheProvider>,
  );
  const html = await new Response(prelude).text();
  return { html, styles: server.constructStyleTagsFromChunks(server.extractCriticalToChunks(html)) };
}

describe('createIslandRenderer', () => {
  it("writes the island's name and props, and its HTML rendered as a root of its own", async () => {
    const { html, styles } = await renderPage(
      <main>
        <OtherIds />
        <OtherIds />
        <Island name="field" props={{ label: 'Your name' }} />
      </main>,
    );
    const match = /<agency-island data-island="field" data-props="([^"]*)">(.*)<\/agency-island>/.exec(html);
    expect(match).not.toBeNull();
    expect(JSON.parse(match![1]!.replaceAll('&quot;', '"'))).toEqual({ label: 'Your name' });
    // What the browser's hydrateRoot of this island expects: the same HTML, ids included,
    // whatever else the page rendered before it.
    const alone = renderToString(
      <CacheProvider value={createSiteEmotionCache()}>
        <NameField label="Your name" />
      </CacheProvider>,
    );
    expect(match![2]).toBe(alone.replace(/<style[^>]*>.*?<\/style>/g, ''));
    // Its styles are in the page's critical CSS.
    expect(styles).toContain('color:rebeccapurple;');
  });

  it('refuses to render outside a page render, where nothing would collect its styles', async () => {
    await expect(prerender(<Island name="field" props={{ label: 'x' }} />)).rejects.toThrow(
      '<Island name="field"> rendered outside IslandRenderProvider',
    );
  });
});
