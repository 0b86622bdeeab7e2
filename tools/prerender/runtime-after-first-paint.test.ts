import { describe, expect, it } from 'vitest';
import { loadRuntimeAfterFirstPaint } from './runtime-after-first-paint.ts';

const page = (scripts: string) =>
  `<!doctype html><html><head><script type="speculationrules">{}</script>${scripts}</head><body><h1>Hi</h1></body></html>`;

describe('loadRuntimeAfterFirstPaint', () => {
  it('replaces the entry module tag with an import after the first frame', () => {
    const html = loadRuntimeAfterFirstPaint(
      page('<script type="module" crossorigin src="/uk/assets/index-D6qq.js"></script>'),
    );
    expect(html).toContain(
      '<script>requestAnimationFrame(()=>setTimeout(()=>import("/uk/assets/index-D6qq.js")))</script>',
    );
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<script type="speculationrules">{}</script>');
  });

  it('refuses a page with no entry script, or with two, rather than ship it without its islands', () => {
    expect(() => loadRuntimeAfterFirstPaint(page(''))).toThrow(
      'a built page has one entry module script, this one has 0',
    );
    const two = '<script type="module" crossorigin src="/a.js"></script>'.repeat(2);
    expect(() => loadRuntimeAfterFirstPaint(page(two))).toThrow(
      'a built page has one entry module script, this one has 2',
    );
  });
});
