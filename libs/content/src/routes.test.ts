import { describe, expect, it } from 'vitest';
import { regionPath, routeTable } from './routes.ts';

describe('route table', () => {
  it('holds the twenty paths of docs/requirements.md §2 and the privacy notice, each once, with one page each', () => {
    expect(routeTable).toHaveLength(21);
    expect(new Set(routeTable.map((r) => r.path)).size).toBe(21);
    expect(new Set(routeTable.map((r) => r.page)).size).toBe(21);
    expect(routeTable.map((r) => r.path)).toContain('/services/Temporary-Contract Staffing');
    expect(routeTable.map((r) => r.path)).toContain('/privacy');
  });

  it('places the UK tree under /uk', () => {
    expect(regionPath('in', '/ContactUs')).toBe('/ContactUs');
    expect(regionPath('uk', '/ContactUs')).toBe('/uk/ContactUs');
    expect(regionPath('uk', '/')).toBe('/uk');
  });
});
