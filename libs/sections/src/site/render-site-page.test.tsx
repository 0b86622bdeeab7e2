// @vitest-environment node
// Build-time rendering runs in Node: without a DOM, Emotion collects styles for extraction.
import { describe, expect, it } from 'vitest';
import { indiaRegion } from '@agency/content';
import { lazyPage } from './lazy-page.ts';
import { renderSitePage } from './render-site-page.tsx';
import type { SiteDefinition } from './site-definition.ts';

const site: SiteDefinition = {
  region: indiaRegion,
  linkScope: { basename: '', foreignPrefixes: ['/uk'], foreignOrigin: '' },
  Layout: ({ children }) => <main>{children}</main>,
  routes: [
    {
      path: '/blogs',
      file: 'src/pages/blog-page.tsx',
      page: lazyPage(async () => ({
        // Far more markup than React's 12.8 kB progressive chunk.
        default: () => (
          <>
            <h1>Long page</h1>
            {Array.from({ length: 400 }, (_, i) => (
              <p key={i}>Paragraph {i} of a long page that a visitor without JavaScript must still read.</p>
            ))}
          </>
        ),
        meta: { title: 'Long', description: 'A long page.' },
      })),
    },
    {
      path: '/services/Temporary-Contract Staffing',
      file: 'src/pages/temporary-contract-staffing-page.tsx',
      page: lazyPage(async () => ({
        default: () => <h1 css={{ color: 'rebeccapurple', display: 'flex' }}>Temporary staff</h1>,
        meta: { title: 'Temporary staffing', description: 'Staff for peaks.' },
      })),
    },
  ],
  notFound: lazyPage(async () => ({
    default: () => <h1>Page not found</h1>,
    meta: { title: 'Not found', description: 'x' },
  })),
};

describe('renderSitePage', () => {
  it('renders a route (space in its path included) with its critical CSS and head text', async () => {
    const page = await renderSitePage(site, '/services/Temporary-Contract%20Staffing');
    expect(page.status).toBe(200);
    expect(page.appHtml).toMatch(/<h1 class="css-[\w-]+">Temporary staff<\/h1>/);
    expect(page.styleTags).toContain('color:rebeccapurple;display:flex;');
    // No vendor prefixes in the critical CSS every page inlines (emotion-cache.ts), but
    // the one the global styles write on purpose.
    expect(page.styleTags.replaceAll('-webkit-text-size-adjust:', '')).not.toMatch(/-(webkit|ms|moz)-/);
    expect(page.pageFile).toBe('src/pages/temporary-contract-staffing-page.tsx');
    expect(page.title).toBe(`Temporary staffing | ${indiaRegion.brand}`);
    expect(page.routePath).toBe('/services/Temporary-Contract Staffing');
    expect(page.region).toEqual({ id: 'in', lang: 'en-IN', brand: indiaRegion.brand });
    expect(page.structuredData((path) => `https://x.test${path}`).map((n) => n['@type'])).toEqual([
      'BreadcrumbList',
      'Service',
    ]);
  });

  it('appends the brand to a title unless it names it, and names the page without it', async () => {
    const branded: SiteDefinition = {
      ...site,
      routes: [
        {
          path: '/services/seo',
          file: 'src/pages/seo-page.tsx',
          page: lazyPage(async () => ({
            default: () => <h1>SEO</h1>,
            meta: { title: `SEO Services in India | ${indiaRegion.brand}`, description: 'Rank.' },
          })),
        },
      ],
    };
    const page = await renderSitePage(branded, '/services/seo');
    expect(page.title).toBe(`SEO Services in India | ${indiaRegion.brand}`);
    const [breadcrumbs] = page.structuredData((path) => `https://x.test${path}`);
    expect(breadcrumbs).toMatchObject({
      itemListElement: [{ name: 'Home' }, { name: 'SEO Services in India' }],
    });
  });

  it('writes a long page inline, not as a hidden segment that only a script reveals', async () => {
    const page = await renderSitePage(site, '/blogs');
    expect(page.appHtml.length).toBeGreaterThan(30_000);
    expect(page.appHtml).not.toContain('<template');
    expect(page.appHtml).not.toContain('hidden id="S:');
    expect(page.appHtml).toMatch(/^<main><!--\$--><h1>Long page<\/h1>/);
  });

  it('renders the 404 page for any other path', async () => {
    const page = await renderSitePage(site, '/no-such-page');
    expect(page.status).toBe(404);
    expect(page.appHtml).toContain('Page not found');
    expect(page.pageFile).toBeUndefined();
    expect(page.routePath).toBeUndefined();
    expect(page.structuredData((path) => path)).toEqual([]);
  });
});
