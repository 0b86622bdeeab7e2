import { describe, expect, it } from 'vitest';
import { routesFromPages } from './site-definition.ts';

const page = async () => ({ default: () => null, meta: { title: 't', description: 'd' } });

describe('routesFromPages', () => {
  it('serves exactly the table routes whose page module exists, in table order', () => {
    const routes = routesFromPages({
      './pages/website-development-page.tsx': page,
      './pages/home-page.tsx': page,
      './pages/unknown-page.tsx': page,
    });
    expect(routes.map((r) => [r.path, r.file])).toEqual([
      ['/', 'src/pages/home-page.tsx'],
      ['/services/website-development', 'src/pages/website-development-page.tsx'],
    ]);
  });
});
