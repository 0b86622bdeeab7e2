/**
 * How a page asks the browser to make the next navigation instant: a page
 * of the site that a visitor points at (or presses) is prerendered in the
 * background, so following the link shows it at once. Every navigation is an
 * ordinary page load; no client router ships.
 *
 * `moderate`: after a short hover on desktop, at the press on touch screens.
 * The API and the files that are not pages (sitemaps, robots.txt) are left out.
 * The same rules on every page of both trees, so the CSP needs one hash for them.
 */
export const speculationRules = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/api/*' } },
          { not: { href_matches: '/*.xml' } },
          { not: { href_matches: '/*.txt' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
} as const;
