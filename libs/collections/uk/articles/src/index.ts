/**
 * The UK team's articles: one Markdown file with frontmatter per article, in this folder's
 * parent (docs/content.md). Only site-uk depends on this project, so adding an article marks
 * that site and its e2e suite alone. Vite reads the files at build time (and the dev server on
 * every change); @agency/articles validates and renders them, and the site serves each at
 * /uk/blogs/<slug>.
 */
export const articleSources: Record<string, string> = import.meta.glob('../*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
