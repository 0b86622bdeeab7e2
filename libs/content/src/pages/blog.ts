import type { Region } from '@agency/contract';
import type { BlogCard, PageMeta } from './page-content.ts';

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
} as const;

const image = (slug: string) => ({ src: `/images/blog/${slug}.svg`, alt: '', width: 480, height: 270 });

/** "Editor's Picks": three static cards (date, author, title, category tag, image). */
export const editorsPicks: BlogCard[] = [
  {
    date: '2025-09-18',
    author: 'Rohan Mehta',
    title: 'Five fixes that make a slow website fast in a week',
    category: 'Web Development',
    excerpt:
      'Image formats, caching and a leaner first screen: the changes that cut our clients’ load times the most.',
    img: image('fast-website'),
  },
  {
    date: '2025-10-02',
    author: 'Priya Nair',
    title: 'Local SEO: how to appear when customers search nearby',
    category: 'SEO',
    excerpt:
      'A complete business profile, consistent listings and reviews you ask for: the local basics that still win.',
    img: image('local-seo'),
  },
  {
    date: '2025-10-21',
    author: 'Arjun Malhotra',
    title: 'Hiring a developer in 3 days without lowering the bar',
    category: 'Recruitment',
    excerpt:
      'How a pre-vetted talent pool and a structured brief turn a months-long search into a shortlist by Thursday.',
    img: image('hiring-developers'),
  },
];
