// @vitest-environment node
// Build-time rendering runs in Node: without a DOM, Emotion collects styles for extraction.
import { describe, expect, it } from 'vitest';
import { indiaRegion, ukRegion } from '@agency/content';
import { renderSitePage } from './render-site-page.tsx';
import type { Site } from '../site-definition/site-definition.ts';

const site: Site = {
  region: indiaRegion,
  linkScope: { basename: '', foreignPrefixes: ['/uk'], foreignOrigin: '' },
  routes: [
    {
      path: '/blogs',
      page: {
        meta: { title: 'Long', description: 'A long page.' },
        // Far more markup than React's 12.8 kB progressive chunk.
        Component: () => (
          <>
            <h1>Long page</h1>
            {Array.from({ length: 400 }, (_, i) => (
              <p key={i}>Paragraph {i} of a long page that a visitor without JavaScript must still read.</p>
            ))}
          </>
        ),
      },
    },
    {
      path: '/services/Temporary-Contract Staffing',
      page: {
        meta: { title: 'Temporary staffing', description: 'Staff for peaks.' },
        Component: () => <h1 css={{ color: 'rebeccapurple', display: 'flex' }}>Temporary staff</h1>,
      },
    },
  ],
  utilityPages: [],
  notFound: { meta: { title: 'Not found', description: 'x' }, Component: () => <h1>Page not found</h1> },
};

describe('renderSitePage', () => {
  it('renders a route (space in its path included) with its critical CSS and head text', async () => {
    const page = await renderSitePage(site, '/services/Temporary-Contract%20Staffing');
    expect(page.status).toBe(200);
    expect(page.appHtml).toMatch(/<h1 class="css-[\w-]+">Temporary staff<\/h1>/);
    expect(page.styleTags).toContain('color:rebeccapurple;display:flex;');
    // No vendor prefixes in the critical CSS every page inlines (islands' emotion-cache.ts), but
    // the one the global styles write on purpose.
    expect(page.styleTags.replaceAll('-webkit-text-size-adjust:', '')).not.toMatch(/-(webkit|ms|moz)-/);
    expect(page.routePath).toBe('/services/Temporary-Contract Staffing');
    expect(page.pageName).toBe('temporary-contract-staffing');
    expect(page.title).toBe(`Temporary staffing | ${indiaRegion.brand}`);
    expect(page.region).toEqual({ id: 'in', lang: 'en-IN', brand: indiaRegion.brand });
    expect(page.structuredData((path) => `https://x.test${path}`).map((n) => n['@type'])).toEqual([
      'BreadcrumbList',
      'Service',
    ]);
  });

  it('writes the header and the hidden region banner as HTML, no island on a page without a form', async () => {
    const page = await renderSitePage(site, '/blogs');
    expect(page.appHtml).not.toContain('<agency-island');
    const headerClass = /<header class="(css-[\w-]+)"/.exec(page.appHtml)![1]!;
    expect(page.styleTags).toContain(`.${headerClass}{`);
    expect(page.appHtml).toMatch(/<a [^>]*aria-current="page"[^>]*>Blog<\/a>/);
    expect(page.appHtml).toMatch(/<aside id="region-banner" hidden="" aria-label="Choose your region"/);
  });

  it('gives the UK tree its base: paths under /uk, a sticky header with the scrolled style', async () => {
    const uk: Site = {
      ...site,
      region: ukRegion,
      linkScope: { basename: '/uk', foreignPrefixes: [], foreignOrigin: '' },
    };
    const page = await renderSitePage(uk, '/uk/blogs');
    expect(page.routePath).toBe('/blogs');
    expect(page.appHtml).toMatch(/<header data-scrolled-style=""/);
    expect(page.shareImage.path).toBe('/uk/images/share-1200x630.png');
    expect((await renderSitePage(uk, '/uk/Blogs')).status).toBe(404);
  });

  it('writes a long page inline, not as a hidden segment that only a script reveals', async () => {
    const page = await renderSitePage(site, '/blogs');
    expect(page.appHtml.length).toBeGreaterThan(30_000);
    expect(page.appHtml).not.toContain('<template');
    expect(page.appHtml).not.toContain('hidden id="S:');
    expect(page.appHtml).toContain('<h1>Long page</h1>');
  });

  it('renders the 404 page for any other path, paths differing only in case included', async () => {
    for (const path of ['/no-such-page', '/BLOGS']) {
      const page = await renderSitePage(site, path);
      expect(page.status).toBe(404);
      expect(page.appHtml).toContain('Page not found');
      expect(page.routePath).toBeUndefined();
      expect(page.structuredData((p) => p)).toEqual([]);
    }
  });
});
