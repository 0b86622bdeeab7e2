import type { HeroContent, PageMeta } from './page-content.ts';

// Only what the Careers page's two forms need; the rest of the page's copy
// (3-step panel, offices, hiring process) is added with its sections.
export const careersMeta: PageMeta = {
  path: '/Careers',
  title: 'Careers and proposals',
  description:
    'Ask for a marketing or web proposal, or apply to join the team. See how our hiring works and how to send your CV.',
};

export const careersHero: HeroContent = {
  eyebrow: 'Careers',
  heading: 'Work with us, or grow with us',
  lead: 'Businesses ask us for a proposal; people who want to build websites, campaigns and teams apply to join us. Both start on this page.',
};

export const careersProposal = {
  heading: 'Experience Real Results',
  lead: 'Tell us about your business and the services you are interested in. We reply with a proposal within two working days.',
} as const;

export const careersJobApplication = {
  heading: 'Apply for a role',
  lead: 'We hire for e-commerce, marketing, web and SEO roles. Here is what to send us.',
} as const;
