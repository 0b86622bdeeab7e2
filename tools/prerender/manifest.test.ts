import { describe, expect, it } from 'vitest';
import { pageChunkFiles } from './manifest.ts';

describe('pageChunkFiles', () => {
  it('lists the page chunk and its static imports once, never the entry', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true },
      'src/pages/home-page.tsx': { file: 'assets/home.js', imports: ['_forms.js', 'index.html'] },
      '_forms.js': { file: 'assets/forms.js', imports: ['_zod.js', 'index.html'] },
      '_zod.js': { file: 'assets/zod.js', imports: ['_forms.js'] },
    };
    expect(pageChunkFiles(manifest, 'src/pages/home-page.tsx')).toEqual([
      'assets/home.js',
      'assets/forms.js',
      'assets/zod.js',
    ]);
  });

  it('fails the build when a page is missing from the manifest', () => {
    expect(() => pageChunkFiles({}, 'src/pages/x-page.tsx')).toThrow('src/pages/x-page.tsx');
  });
});
