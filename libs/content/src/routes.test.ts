import { describe, expect, it } from 'vitest';
import { regionPath, routeTable } from './routes.ts';

describe('route table', () => {
  it('holds each path once, each with a page of its own, the paths of docs/requirements.md §2 and the privacy notice among them', () => {
    const paths = routeTable.map((r) => r.path);
    expect(new Set(paths).size).toBe(routeTable.length);
    expect(new Set(routeTable.map((r) => r.page)).size).toBe(routeTable.length);
    // R 2.1 names the paths as visitors and links know them: these exact spellings stay.
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/ContactUs',
        '/Careers',
        '/blogs',
        '/services/Temporary-Contract Staffing',
        '/privacy',
      ]),
    );
    for (const path of paths) expect(path).toMatch(/^\/[^?#]*$/);
  });

  it('places the UK tree under /uk', () => {
    expect(regionPath('in', '/ContactUs')).toBe('/ContactUs');
    expect(regionPath('uk', '/ContactUs')).toBe('/uk/ContactUs');
    expect(regionPath('uk', '/')).toBe('/uk');
  });
});
