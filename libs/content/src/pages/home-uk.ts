import { ukRegion } from '../regions/uk.ts';
import type { CardsSectionData, HeroContent, PageMeta, ServiceCard } from './page-content.ts';

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

export const homeUkCallback = {
  heading: 'Request a callback',
  lead: 'Leave your details and a specialist will ring you within one working day.',
} as const;

export const homeUkAbout = {
  heading: 'A London team with the reach of a global studio',
  paragraphs: [
    'We are designers, developers, marketers and recruiters who work as one team from our Covent Garden headquarters and our Noida delivery centre. That gives UK businesses senior attention during British office hours and the capacity to deliver quickly.',
    'Whether you need a new website, a steadier flow of enquiries or the people to run your next stage of growth, you get a plan with clear targets, a fixed price for each phase and a named lead who answers the phone.',
  ],
  cta: { label: 'Learn More', href: '/uk/about/Who-are', context: 'about who we are' },
  phonePrompt: 'Prefer to talk now? Call us on',
} as const;

export const homeUkWhyChoose: CardsSectionData = {
  kind: 'cards',
  id: 'why-choose',
  columns: 3,
  heading: 'Why UK businesses choose us',
  lead: 'Plenty of agencies promise growth. Here is what we do differently.',
  items: [
    {
      title: 'Targets agreed before work starts',
      description:
        'We agree the enquiries, sales or hires each project should deliver, then report against them every month.',
      icon: 'target',
    },
    {
      title: 'Specialists, not generalists',
      description:
        'Your SEO is done by an SEO specialist and your code by a senior developer, never by whoever is free.',
      icon: 'star',
    },
    {
      title: 'Straight answers on cost',
      description:
        'Fixed prices per phase in pounds sterling, no long lock-in contracts and no surprise invoices.',
      icon: 'handshake',
    },
  ],
};

const ukServiceCard = (title: string, description: string, icon: ServiceCard['icon'], href: string) => ({
  title,
  description,
  icon,
  // The requirements send these cards to the India tree's service pages, without /uk.
  link: { label: `More about ${title}`, href, exact: true },
});

/** Six service cards; links without the /uk prefix, as docs/requirements.md §2 says. */
export const homeUkServices: CardsSectionData = {
  kind: 'cards',
  id: 'services',
  heading: 'Services that grow UK businesses',
  lead: 'Six ways we help you win more customers online.',
  columns: 3,
  items: [
    ukServiceCard(
      'Website Development',
      'Fast, secure websites built to turn visitors into enquiries.',
      'code',
      '/services/website-development',
    ),
    ukServiceCard(
      'Website Design',
      'Memorable, accessible design that makes your offer obvious at a glance.',
      'layout',
      '/services/website-design',
    ),
    ukServiceCard(
      'SEO',
      'Rank for the searches your customers make, from Manchester to Margate.',
      'search',
      '/services/seo',
    ),
    ukServiceCard(
      'PPC',
      'Google and social ads managed against cost per lead, not vanity clicks.',
      'cursor',
      '/services/ppc',
    ),
    ukServiceCard(
      'Lead Generation',
      'Campaigns and landing pages that fill your pipeline with real buyers.',
      'target',
      '/services/lead-gen',
    ),
    ukServiceCard(
      'Social Media',
      'Consistent, on-brand social content and community management.',
      'share',
      '/services/social-media',
    ),
  ],
};

export const homeUkEnquiry = {
  heading: 'Tell us about your project',
  lead: 'A few details help us send the right specialist. We reply within one working day.',
} as const;

/** The UK contact block: a general and a support address, and four social profiles. */
export const homeUkContact = {
  heading: 'Get in touch',
  emails: [
    { label: 'General enquiries', address: ukRegion.email },
    { label: 'Client support', address: ukRegion.supportEmail },
  ],
  socialHeading: 'Follow us',
  // Placeholder profiles on example domains until the agency's own are configured.
  socials: [
    { label: 'Facebook', kind: 'A social network', href: 'https://facebook.example.com/brightpathdigital' },
    {
      label: 'Google Business Profile',
      kind: 'A business listing',
      href: 'https://business.example.com/brightpathdigital',
    },
    { label: 'Instagram', kind: 'A photo network', href: 'https://instagram.example.com/brightpathdigital' },
    {
      label: 'LinkedIn',
      kind: 'A professional network',
      href: 'https://linkedin.example.com/company/brightpathdigital',
    },
  ],
} as const;
