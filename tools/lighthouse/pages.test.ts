import { describe, expect, it } from 'vitest';
import { routeTable } from '../../libs/content/src/routes.ts';
import { allPages, matchesGlob, selectPages } from './pages.ts';

describe('bench pages', () => {
  it('lists every route in both trees, the spaced path URL-encoded', () => {
    expect(allPages.map((p) => p.path)).toEqual([
      ...routeTable.map((r) => r.path),
      ...routeTable.map((r) => (r.path === '/' ? '/uk' : `/uk${r.path}`)),
    ]);
    expect(allPages.map((p) => p.path)).toContain('/uk');
    expect(allPages.find((p) => p.path === '/uk/services/Temporary-Contract Staffing')?.urlPath).toBe(
      '/uk/services/Temporary-Contract%20Staffing',
    );
  });

  it('selects by list and glob, `*` staying inside one path segment', () => {
    expect(selectPages('/,/uk/').map((p) => p.path)).toEqual(['/', '/uk']);
    const services = routeTable.filter((r) => r.path.startsWith('/services/'));
    expect(selectPages('/services/*').map((p) => p.path)).toEqual(services.map((r) => r.path));
    expect(selectPages('/uk/**')).toHaveLength(routeTable.length - 1);
    expect(matchesGlob('/uk/services/seo', '/*/seo')).toBe(false);
    expect(matchesGlob('/about/Who-are', '/about/Who.are')).toBe(false);
  });

  it('refuses a pattern that matches no page, so a typo never measures nothing', () => {
    expect(() => selectPages('/,/carrers')).toThrow(
      `"/carrers" matches none of the ${allPages.length} pages`,
    );
  });
});
