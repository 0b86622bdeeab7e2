import type { Region } from '@agency/contract';
import type { PageMeta } from './page-content.ts';

export const blogMeta: Record<Region, PageMeta> = {
  in: {
    path: '/blogs',
    title: "Blog: editor's picks on web, marketing and hiring",
    description:
      'Practical guides from our Noida specialists on website speed, local SEO and hiring developers faster. Hand-picked articles for Indian businesses.',
  },
  uk: {
    path: '/blogs',
    title: "Insights for UK businesses: editor's picks",
    description:
      'Hand-picked articles from our London and Noida teams on faster websites, local search and hiring specialists for UK companies.',
  },
};

export const blogIntro = {
  eyebrow: 'Blog',
  heading: 'Ideas you can use this week',
  lead: 'Short, practical articles from the specialists who do the work, on websites, marketing and hiring.',
  picksHeading: "Editor's Picks",
  allHeading: 'All articles',
  categoriesHeading: 'Categories',
  relatedHeading: 'Related articles',
  /** India's blog index points UK readers to the UK team's own articles. */
  otherBlog: { in: 'Based in the UK? Read our UK team’s articles', uk: undefined },
} as const;

/**
 * The words of the blog's listing pages past the first (`/blogs/page/2`) and
 * of a category's page, each unique for search results.
 */
export const blogListing = {
  pageTitle: (n: number) => `Blog: all articles, page ${n}`,
  pageDescription: (n: number, region: Region) =>
    `Page ${n} of every article from our ${region === 'in' ? 'Noida' : 'London and Noida'} specialists, newest first.`,
  categoryTitle: (category: string) => `Blog: articles on ${category}`,
  categoryDescription: (category: string, region: Region) =>
    `Every article on ${category} from our ${region === 'in' ? 'Noida' : 'London and Noida'} specialists, newest first.`,
  pagination: 'Pages of articles',
} as const;
