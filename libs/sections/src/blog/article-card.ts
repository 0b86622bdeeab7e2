import type { Article } from '@agency/articles';
import type { BlogCard } from './blog-cards-section.tsx';
import { articlePath } from './blog-paths.ts';

/** The day an article was published, as its own zone writes it. */
export const dayOf = (dateTime: string) => dateTime.slice(0, 10);

/** An article as a card of the given tree ('' or '/uk'). */
export function articleCard(article: Article, basename: string): BlogCard {
  return {
    to: `${basename}${articlePath(article.slug)}`,
    title: article.title,
    category: article.category,
    date: dayOf(article.published),
    author: article.author,
    excerpt: article.description,
    img: article.hero,
  };
}
