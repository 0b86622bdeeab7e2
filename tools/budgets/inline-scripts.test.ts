import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inlineScripts } from './inline-scripts.ts';

describe('inline scripts', () => {
  it('counts each script the page runs from its own text, gzipped alone; data blocks are no script', () => {
    const code = `(function(){document.querySelector("header").hidden=!1})();`;
    const html = [
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="speculationrules">{"prerender":[]}</script>',
      '<script type="module" src="/assets/index-a.js"></script>',
      `<script>${code}</script>`,
      '<script type="module">import("/assets/b.js")</script>',
    ].join('\n');
    expect(inlineScripts('/services/seo', html)).toEqual([
      {
        path: '/services/seo (inline script 1)',
        kind: 'script',
        bytes: gzipSync(code, { level: 9 }).length,
        encoding: 'gzip',
        reactDom: false,
        formsLibrary: false,
      },
      expect.objectContaining({ path: '/services/seo (inline script 2)' }),
    ]);
  });
});
