import { describe, expect, it } from 'vitest';
import { regionPath, routeTable } from './routes.ts';

describe('route table', () => {
  it('holds the twenty paths of docs/requirements.md §2, each once, with one page each', () => {
    expect(routeTable).toHaveLength(20);
    expect(new Set(routeTable.map((r) => r.path)).size).toBe(20);
    expect(new Set(routeTable.map((r) => r.page)).size).toBe(20);
    expect(routeTable.map((r) => r.path)).toContain('/services/Temporary-Contract Staffing');
  });

  it('places the UK tree under /uk', () => {
    expect(regionPath('in', '/ContactUs')).toBe('/ContactUs');
    expect(regionPath('uk', '/ContactUs')).toBe('/uk/ContactUs');
    expect(regionPath('uk', '/')).toBe('/uk');
  });
});
