import { byNewest, type Article } from './load-articles.ts';

/** How many related articles an article page lists. */
export const relatedCount = 3;

/** The articles to read next: the same category first, then the newest others; never itself. */
export function relatedArticles(article: Article, all: readonly Article[]): Article[] {
  const others = all.filter((other) => other.slug !== article.slug).sort(byNewest);
  const same = others.filter((other) => other.categorySlug === article.categorySlug);
  const rest = others.filter((other) => other.categorySlug !== article.categorySlug);
  return [...same, ...rest].slice(0, relatedCount);
}

/** How many cards the Editor's Picks show. */
export const editorsPicksCount = 3;

/** The Editor's Picks: the newest articles whose frontmatter says `editorsPick: true`. */
export function editorsPicks(all: readonly Article[]): Article[] {
  return all
    .filter((article) => article.editorsPick)
    .sort(byNewest)
    .slice(0, editorsPicksCount);
}
