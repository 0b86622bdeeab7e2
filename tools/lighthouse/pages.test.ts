import { describe, expect, it } from 'vitest';
import { allPages, matchesGlob, selectPages } from './pages.ts';

describe('bench pages', () => {
  it('lists the twenty routes and the privacy notice in both trees, the spaced path URL-encoded', () => {
    expect(allPages).toHaveLength(42);
    expect(allPages.map((p) => p.path)).toContain('/uk');
    expect(allPages.find((p) => p.path === '/uk/services/Temporary-Contract Staffing')?.urlPath).toBe(
      '/uk/services/Temporary-Contract%20Staffing',
    );
  });

  it('selects by list and glob, `*` staying inside one path segment', () => {
    expect(selectPages('/,/uk/').map((p) => p.path)).toEqual(['/', '/uk']);
    expect(selectPages('/services/*')).toHaveLength(14);
    expect(selectPages('/uk/**')).toHaveLength(20);
    expect(matchesGlob('/uk/services/seo', '/*/seo')).toBe(false);
    expect(matchesGlob('/about/Who-are', '/about/Who.are')).toBe(false);
  });

  it('refuses a pattern that matches no page, so a typo never measures nothing', () => {
    expect(() => selectPages('/,/carrers')).toThrow('"/carrers" matches none of the 42 pages');
  });
});
