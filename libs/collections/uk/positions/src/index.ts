/**
 * The UK team's open positions: one Markdown file with frontmatter per position, in this
 * folder's parent (docs/content.md). site-uk and the API depend on this project (tagged scope:api
 * too, so the API may read it): a position marks that site, its e2e suite and the API, never the
 * other region. Vite reads the files at build time (and the dev server on every change);
 * @agency/positions validates them, and the site serves each open one at its Careers page.
 */
// Named from the workspace root, so a bad file's message says where it is.
const folder = 'libs/collections/uk/positions';

const files = import.meta.glob<string>('../*.md', { query: '?raw', import: 'default', eager: true });

export const positionSources: Record<string, string> = Object.fromEntries(
  Object.entries(files).map(([key, text]) => [`${folder}/${key.slice('../'.length)}`, text]),
);
