import type { HeroContent, PageMeta } from './page-content.ts';

export const homeInMeta: PageMeta = {
  path: '/',
  title: 'Digital marketing, web development and recruitment in India',
  description:
    'Websites, apps, SEO, paid ads and hiring support from one Noida team, measured against the leads and hires they bring you.',
};

export const homeInHero: HeroContent = {
  eyebrow: 'Digital marketing · Web · Recruitment',
  heading: 'Grow faster with one team for your website, your marketing and your hiring',
  lead: 'We build fast websites and apps, fill them with qualified visitors through SEO and paid campaigns, and find the people you need to keep growing. Every engagement starts with the numbers you want to move.',
  cta: { label: 'Talk to an Expert', href: '/ContactUs' },
};

export const homeInContact = {
  heading: "LET'S CONNECT",
  lead: 'Tell us what you want to achieve. A specialist replies within one working day.',
} as const;
