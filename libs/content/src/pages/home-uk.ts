import type { HeroContent, PageMeta } from './page-content.ts';

export const homeUkMeta: PageMeta = {
  path: '/',
  title: 'Web development, digital marketing and recruitment for UK businesses',
  description:
    'A UK-led team for websites, apps, SEO, PPC and specialist hiring. Ask for a callback and talk to a specialist, not a salesperson.',
};

export const homeUkHero: HeroContent = {
  eyebrow: 'Web · Marketing · Recruitment',
  heading: 'Websites, campaigns and hires that pay for themselves',
  lead: 'From a new website to a full pipeline of qualified leads and the team to handle them, we plan every project around the figures you report on. Leave your number and a specialist will call you back.',
};

export const homeUkEnquiry = {
  heading: 'Tell us about your project',
  lead: 'A few details are enough for a specialist to get back to you with ideas and a rough plan.',
} as const;
